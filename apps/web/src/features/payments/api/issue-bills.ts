import { paymentOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { invalidatePayments } from './invalidate';

/** The administrator issues the month's bills of the tenant now. */
export const issueBills = (month: string) => call(paymentOperations.issue, { body: { month } });

export function useIssueBills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueBills,
    onSuccess: () => invalidatePayments(queryClient),
  });
}
