import { paymentOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** The 12 months of last year and the 12 of this year. */
export const monthOptionsQuery = queryOptions({
  queryKey: ['payments', 'month-options'],
  queryFn: ({ signal }) => call(paymentOperations.registerMonths, { signal }),
  staleTime: 60 * 60_000,
});

export const useMonthOptions = () => useQuery(monthOptionsQuery);
