import { paymentOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** The ended months with unbilled consumption, newest first (administrator). */
export const issuableMonthsQuery = queryOptions({
  queryKey: ['payments', 'issuable-months'],
  queryFn: ({ signal }) => call(paymentOperations.issuableMonths, { signal }),
});

export const useIssuableMonths = (enabled: boolean) => useQuery({ ...issuableMonthsQuery, enabled });
