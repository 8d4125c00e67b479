import { reportOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** How many invitations are queued, sent, failed. */
export const getInvitationProgress = (requestNumber: string, signal?: AbortSignal) =>
  call(reportOperations.invitations, { params: { requestNumber }, signal });

/** Refreshed every 2 s while some are queued. */
export const invitationProgressQuery = (requestNumber: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['report', 'invitations', requestNumber],
    queryFn: ({ signal }) => getInvitationProgress(requestNumber, signal),
    enabled,
    refetchInterval: (q) => ((q.state.data?.queued ?? 1) > 0 ? 2000 : false),
  });

export const useInvitationProgress = (requestNumber: string, enabled: boolean) =>
  useQuery(invitationProgressQuery(requestNumber, enabled));
