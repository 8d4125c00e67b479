import { ticketOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useCreateOnce } from '@/lib/create-once';
import { TICKET_LISTS, ticketForm } from './ticket-lists';

export type OpenTicketValues = { subject: string; message: string; file: File | null };

/** An HR user's new ticket: subject, message, optional attachment. */
export const openTicket = (v: OpenTicketValues, idempotencyKey: string) =>
  call(ticketOperations.open, {
    form: ticketForm({ subject: v.subject, message: v.message }, v.file),
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** One ticket per form even on a double click. */
export function useOpenTicket() {
  const qc = useQueryClient();
  const send = useCreateOnce(openTicket);
  return useMutation({
    mutationFn: send,
    onSuccess: () => qc.invalidateQueries(TICKET_LISTS),
  });
}
