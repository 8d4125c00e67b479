import type { InvitationProgress } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/report/detail/{requestNumber}/invitations: how many invitations are queued, sent, failed. */
export const getInvitationProgress = (requestNumber: string) =>
  api<InvitationProgress>(`/api/report/detail/${encodeURIComponent(requestNumber)}/invitations`);

/** Refreshed every 2 s while some are queued. */
export const invitationProgressQuery = (requestNumber: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['report', 'invitations', requestNumber],
    queryFn: () => getInvitationProgress(requestNumber),
    enabled,
    refetchInterval: (q) => ((q.state.data?.queued ?? 1) > 0 ? 2000 : false),
  });

export const useInvitationProgress = (requestNumber: string, enabled: boolean) =>
  useQuery(invitationProgressQuery(requestNumber, enabled));
