import type { TicketMessage } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { TICKETS_BASE } from './ticket-lists';

/** GET list/{threadId}: the replies, oldest first. */
export const getTicketThread = (id: string, signal?: AbortSignal) =>
  api<TicketMessage[]>(`${TICKETS_BASE}/list/${encodeURIComponent(id)}`, { signal });

export const ticketThreadQuery = (id: string) =>
  queryOptions({ queryKey: ['tickets', 'thread', id], queryFn: ({ signal }) => getTicketThread(id, signal) });

export const useTicketThread = (id: string) => useQuery(ticketThreadQuery(id));
