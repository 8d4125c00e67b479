import { paymentOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** This month's consumption (cents) and the invoice counts. */
export const paymentDashboardQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'payments'],
    queryFn: ({ signal }) => call(paymentOperations.dashboard, { signal }),
  });

export const usePaymentDashboard = () => useQuery(paymentDashboardQuery());
