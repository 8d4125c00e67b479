import { reportRightsOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

export const contestsKey = (uuid: string) => ['candidate-report', 'contests', uuid] as const;

/** The candidate's contests ("contestato" while one is open). */
export const contestsQuery = (uuid: string) =>
  queryOptions({
    queryKey: contestsKey(uuid),
    queryFn: ({ signal }) => call(reportRightsOperations.contests, { params: { uuid }, signal }),
  });

export const useContests = (uuid: string) => useQuery(contestsQuery(uuid));
