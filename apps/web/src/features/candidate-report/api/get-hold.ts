import { reportRightsOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** Administrators: the active legal hold and whether the data is erased. */
export const holdQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['candidate-report', 'hold', uuid],
    queryFn: ({ signal }) => call(reportRightsOperations.hold, { params: { uuid }, signal }),
  });

export const useHold = (uuid: string) => useQuery(holdQuery(uuid));
