import { reportOperations } from '@hrwe/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from '@/lib/call';
import { requestCandidatesKey } from './report-lists';

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

/** The counts; when an invitation leaves the queue, the candidates' table reloads too, so its row shows it. */
export function useInvitationProgress(requestNumber: string, enabled: boolean) {
  const q = useQuery(invitationProgressQuery(requestNumber, enabled));
  const client = useQueryClient();
  const out = q.data ? q.data.sent + q.data.failed : undefined;
  const seen = useRef(out);
  useEffect(() => {
    if (out === undefined || out === seen.current) return;
    const first = seen.current === undefined;
    seen.current = out;
    if (!first) void client.invalidateQueries({ queryKey: requestCandidatesKey(requestNumber) });
  }, [out, client, requestNumber]);
  return q;
}
