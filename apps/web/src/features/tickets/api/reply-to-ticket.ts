import type { TicketReplyAnswer, TicketStatus } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { TICKET_LISTS, TICKETS_BASE, ticketForm } from './ticket-lists';

export type ReplyValues = { message: string; status?: TicketStatus; file: File | null };

/** POST new: a reply (status honoured for administrators only). */
export const replyToTicket = (threadId: string, v: ReplyValues) =>
  api<TicketReplyAnswer>(`${TICKETS_BASE}/new`, {
    method: 'POST',
    body: ticketForm({ threadId, message: v.message, status: v.status }, v.file),
  });

export function useReply(threadId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: ReplyValues) => replyToTicket(threadId, v),
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: ['tickets'] }), qc.invalidateQueries(TICKET_LISTS)]),
  });
}
