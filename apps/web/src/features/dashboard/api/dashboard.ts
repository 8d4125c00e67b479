import type { DashboardGraphInput } from '@hrwe/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type DashboardCounts = {
  totalReports: number;
  openedReports: number;
  expiredReports: number;
  closedReports: number;
  allCandidates: number;
  completedCandidates: number;
  notCompletedCandidates: number;
  adhesion: number;
};

export type PaymentDashboard = {
  consumptionOfTheMonth: number;
  paidInvoices: number;
  unPaidInvoices: number;
};

export type DashboardGraph = { multi: { name: string; series: { name: string; value: number }[] }[] };

/** GET /api/report/dashboard/count: the caller's scope (own reports, or the tenant's for an administrator). */
export const useDashboardCounts = () =>
  useQuery({
    queryKey: ['dashboard', 'count'],
    queryFn: ({ signal }) => api<DashboardCounts>('/api/report/dashboard/count', { signal }),
  });

/** GET /api/payment/bill/dashboard: this month's consumption (cents) and the invoice counts. */
export const usePaymentDashboard = () =>
  useQuery({
    queryKey: ['dashboard', 'payments'],
    queryFn: ({ signal }) => api<PaymentDashboard>('/api/payment/bill/dashboard', { signal }),
  });

/** POST /api/report/dashboard/graph: reload on every change of frequency, state or range. */
export const useDashboardGraph = (input: DashboardGraphInput, enabled: boolean) =>
  useQuery({
    queryKey: ['dashboard', 'graph', input],
    queryFn: ({ signal }) => api<DashboardGraph>('/api/report/dashboard/graph', { body: input, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
