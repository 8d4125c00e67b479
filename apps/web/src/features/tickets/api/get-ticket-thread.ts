import { ticketOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** The replies, oldest first. */
export const ticketThreadQuery = (threadId: string) =>
  queryOptions({
    queryKey: ['tickets', 'thread', threadId],
    queryFn: ({ signal }) => call(ticketOperations.thread, { params: { threadId }, signal }),
  });

export const useTicketThread = (threadId: string) => useQuery(ticketThreadQuery(threadId));
