import type { PaymentDashboard } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/payment/bill/dashboard: this month's consumption (cents) and the invoice counts. */
export const getPaymentDashboard = (signal?: AbortSignal) =>
  api<PaymentDashboard>('/api/payment/bill/dashboard', { signal });

export const paymentDashboardQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'payments'],
    queryFn: ({ signal }) => getPaymentDashboard(signal),
  });

export const usePaymentDashboard = () => useQuery(paymentDashboardQuery());
