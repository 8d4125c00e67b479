import type { BillStatusAnswer, PaymentStatus } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidatePayments } from './invalidate';

/** PATCH /api/payment/bill/update/status/{id}/{status} (administrator; the bill's rows show its state). */
export const updateBillStatus = ({ id, status }: { id: string; status: PaymentStatus }) =>
  api<BillStatusAnswer>(`/api/payment/bill/update/status/${id}/${status}`, {
    method: 'PATCH',
  });

export function useUpdateBillStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBillStatus,
    onSettled: () => invalidatePayments(queryClient),
  });
}
