import type { BulkRow, BulkRowState } from '@hrwe/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type BulkPreview = { rows: BulkRow[]; counts: Record<BulkRowState, number> };

/** POST /api/report/bulk/preview: a file (CSV, xlsx), pasted text, or the list as fixed on the screen. */
export const useBulkPreview = () =>
  useMutation({
    mutationFn: (input: { file: File } | { text: string } | { emails: string[] }) => {
      if ('file' in input) {
        const body = new FormData();
        body.append('file', input.file);
        return api<BulkPreview>('/api/report/bulk/preview', { body });
      }
      return api<BulkPreview>('/api/report/bulk/preview', { body: input });
    },
  });

export type InvitationProgress = { total: number; queued: number; sent: number; failed: number };

/** GET …/invitations: how many invitations are queued, sent, failed; refreshed every 2 s while some are queued. */
export const useInvitationProgress = (requestNumber: string, enabled: boolean) =>
  useQuery({
    queryKey: ['report', 'invitations', requestNumber],
    queryFn: () =>
      api<InvitationProgress>(`/api/report/detail/${encodeURIComponent(requestNumber)}/invitations`),
    enabled,
    refetchInterval: (q) => ((q.state.data?.queued ?? 1) > 0 ? 2000 : false),
  });
