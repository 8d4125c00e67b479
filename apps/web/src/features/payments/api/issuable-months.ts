import type { MonthOption } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/payment/bill/issue/months: the ended months with unbilled consumption, newest first (administrator). */
export const getIssuableMonths = () => api<MonthOption[]>('/api/payment/bill/issue/months');

export const issuableMonthsQuery = queryOptions({
  queryKey: ['payments', 'issuable-months'],
  queryFn: getIssuableMonths,
});

export const useIssuableMonths = (enabled: boolean) => useQuery({ ...issuableMonthsQuery, enabled });
