import { ticketOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

export const ticketQuery = (threadId: string) =>
  queryOptions({
    queryKey: ['tickets', 'parent', threadId],
    queryFn: ({ signal }) => call(ticketOperations.get, { params: { threadId }, signal }),
  });

export const useTicket = (threadId: string) => useQuery(ticketQuery(threadId));
