import type { Ticket } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { TICKETS_BASE } from './ticket-lists';

/** GET parent/{threadId}: the parent ticket. */
export const getTicket = (id: string, signal?: AbortSignal) =>
  api<Ticket>(`${TICKETS_BASE}/parent/${encodeURIComponent(id)}`, { signal });

export const ticketQuery = (id: string) =>
  queryOptions({ queryKey: ['tickets', 'parent', id], queryFn: ({ signal }) => getTicket(id, signal) });

export const useTicket = (id: string) => useQuery(ticketQuery(id));
