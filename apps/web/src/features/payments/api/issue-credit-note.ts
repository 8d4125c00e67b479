import { type CreditNoteBody, pathOf, paymentOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { downloadAttachment } from '@/lib/download';
import { invalidatePayments } from './invalidate';

/** The administrator cancels a bill in full with a credit note; the answer is the bill showing it. */
export const issueCreditNote = ({ id, body }: { id: string; body: CreditNoteBody }) =>
  call(paymentOperations.creditNote, { params: { id }, body });

export function useIssueCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueCreditNote,
    onSuccess: (bill) => {
      queryClient.setQueryData(['payments', 'bill', bill.id], bill);
      void invalidatePayments(queryClient);
    },
  });
}

/** The administrator saves the credit note's FatturaPA (TD04) XML. */
export const downloadCreditNoteFatturaPa = (id: string) =>
  downloadAttachment(pathOf(paymentOperations.creditNoteFatturaPa, { id }), {}, 'nota-di-credito.xml');
