import type { IssueBillsAnswer } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidatePayments } from './invalidate';

/** POST /api/payment/bill/issue {month}: the administrator issues the month's bills of the tenant now. */
export const issueBills = (month: string) =>
  api<IssueBillsAnswer>('/api/payment/bill/issue', { method: 'POST', body: { month } });

export function useIssueBills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueBills,
    onSuccess: () => invalidatePayments(queryClient),
  });
}
