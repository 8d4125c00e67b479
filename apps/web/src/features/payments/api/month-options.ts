import type { MonthOption } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/payment/register/month/options: the 12 months of last year and the 12 of this year. */
export const getMonthOptions = () => api<MonthOption[]>('/api/payment/register/month/options');

export const monthOptionsQuery = queryOptions({
  queryKey: ['payments', 'month-options'],
  queryFn: getMonthOptions,
  staleTime: 60 * 60_000,
});

export const useMonthOptions = () => useQuery(monthOptionsQuery);
