import type { PaymentStatus } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidatePayments } from './invalidate';

/** PATCH /api/payment/register/update/status/{id}/{status} (administrator). */
export const updateRegisterStatus = ({ id, status }: { id: string; status: PaymentStatus }) =>
  api<{ id: string; status: PaymentStatus; paymentDate: string | null }>(
    `/api/payment/register/update/status/${id}/${status}`,
    { method: 'PATCH' },
  );

/** Toggles a consumption row, then reloads the payments lists. */
export function useUpdateRegisterStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRegisterStatus,
    onSettled: () => invalidatePayments(queryClient),
  });
}
