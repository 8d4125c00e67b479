import type { TicketStatus } from '@hrwe/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listsUnder } from '@/components/data-table';
import { api } from '@/lib/api';
import { useCreateOnce } from '@/lib/create-once';
import type { Ticket, TicketMessage } from './types';

const BASE = '/api/communication/assistenza';
/** A ticket's change reloads the ticket lists, not every table of the app. */
const TICKET_LISTS = listsUnder(`${BASE}/`);

/** GET parent/{threadId}: the parent ticket. */
export const useTicket = (id: string) =>
  useQuery({
    queryKey: ['tickets', 'parent', id],
    queryFn: ({ signal }) => api<Ticket>(`${BASE}/parent/${encodeURIComponent(id)}`, { signal }),
  });

/** GET list/{threadId}: the replies, oldest first. */
export const useThread = (id: string) =>
  useQuery({
    queryKey: ['tickets', 'thread', id],
    queryFn: ({ signal }) => api<TicketMessage[]>(`${BASE}/list/${encodeURIComponent(id)}`, { signal }),
  });

const form = (fields: Record<string, string | undefined>, file: File | null) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v) body.append(k, v);
  if (file) body.append('file', file, file.name);
  return body;
};

/** POST parent/new (HR user): subject, message, optional attachment; one ticket per form even on a double click. */
export function useOpenTicket() {
  const qc = useQueryClient();
  const send = useCreateOnce((v: { subject: string; message: string; file: File | null }, key: string) =>
    api<Ticket>(`${BASE}/parent/new`, {
      method: 'POST',
      body: form({ subject: v.subject, message: v.message }, v.file),
      headers: { 'Idempotency-Key': key },
    }),
  );
  return useMutation({
    mutationFn: send,
    onSuccess: () => qc.invalidateQueries(TICKET_LISTS),
  });
}

/** POST new: a reply (status honoured for administrators only). */
export function useReply(threadId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { message: string; status?: TicketStatus; file: File | null }) =>
      api<{ id: string; status: TicketStatus }>(`${BASE}/new`, {
        method: 'POST',
        body: form({ threadId, message: v.message, status: v.status }, v.file),
      }),
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: ['tickets'] }), qc.invalidateQueries(TICKET_LISTS)]),
  });
}
