import { type PaymentStatus, paymentOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { invalidatePayments } from './invalidate';

/** The administrator marks a bill paid or unpaid (the bill's rows show its state). */
export const updateBillStatus = (params: { id: string; status: PaymentStatus }) =>
  call(paymentOperations.billStatus, { params });

export function useUpdateBillStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBillStatus,
    onSettled: () => invalidatePayments(queryClient),
  });
}
