import { reportRightsOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

export const hiringKey = (uuid: string) => ['candidate-report', 'hiring', uuid] as const;

/** The pre-adverse notice sent, if any, and the current outcome. */
export const hiringQuery = (uuid: string) =>
  queryOptions({
    queryKey: hiringKey(uuid),
    queryFn: ({ signal }) => call(reportRightsOperations.hiring, { params: { uuid }, signal }),
  });

export const useHiring = (uuid: string) => useQuery(hiringQuery(uuid));
