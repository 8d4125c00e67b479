import { type TicketStatus, ticketOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { TICKET_LISTS, ticketForm } from './ticket-lists';

export type ReplyValues = { message: string; status?: TicketStatus; file: File | null };

/** A reply (its status honoured for administrators only). */
export const replyToTicket = (threadId: string, v: ReplyValues) =>
  call(ticketOperations.reply, {
    form: ticketForm({ threadId, message: v.message, status: v.status }, v.file),
  });

export function useReply(threadId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: ReplyValues) => replyToTicket(threadId, v),
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: ['tickets'] }), qc.invalidateQueries(TICKET_LISTS)]),
  });
}
