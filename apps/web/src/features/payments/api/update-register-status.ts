import { type PaymentStatus, paymentOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { invalidatePayments } from './invalidate';

/** The administrator marks an unbilled consumption row paid or unpaid. */
export const updateRegisterStatus = (params: { id: string; status: PaymentStatus }) =>
  call(paymentOperations.registerStatus, { params });

/** Toggles a consumption row, then reloads the payments lists. */
export function useUpdateRegisterStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRegisterStatus,
    onSettled: () => invalidatePayments(queryClient),
  });
}
