import type { Bill } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidatePayments } from './invalidate';

/** POST /api/payment/bill/upload/{id}: multipart with the PDF in `file` (administrator). */
export function uploadInvoice({ id, file }: { id: string; file: File }) {
  const body = new FormData();
  body.append('file', file, file.name);
  return api<Bill>(`/api/payment/bill/upload/${encodeURIComponent(id)}`, { method: 'POST', body });
}

export function useUploadInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadInvoice,
    onSuccess: (bill) => {
      queryClient.setQueryData(['payments', 'bill', bill.id], bill);
      void invalidatePayments(queryClient);
    },
  });
}
