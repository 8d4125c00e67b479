import { paymentOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { invalidatePayments } from './invalidate';

/** The administrator uploads the invoice PDF of a bill (multipart, the file in `file`). */
export function uploadInvoice({ id, file }: { id: string; file: File }) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(paymentOperations.uploadInvoice, { params: { id }, form });
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
