import type { Ticket } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useCreateOnce } from '@/lib/create-once';
import { TICKET_LISTS, TICKETS_BASE, ticketForm } from './ticket-lists';

export type OpenTicketValues = { subject: string; message: string; file: File | null };

/** POST parent/new (HR user): subject, message, optional attachment. */
export const openTicket = (v: OpenTicketValues, idempotencyKey: string) =>
  api<Ticket>(`${TICKETS_BASE}/parent/new`, {
    method: 'POST',
    body: ticketForm({ subject: v.subject, message: v.message }, v.file),
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
