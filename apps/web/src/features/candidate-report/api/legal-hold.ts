import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type HoldState = { hold: { reason: string; placedAt: string } | null; anonymisedAt: string | null };

const base = (uuid: string) => `/api/report/candidate/${encodeURIComponent(uuid)}`;

/** GET /api/report/candidate/{uuid}/hold (administrators): the active legal hold and whether the data is erased. */
export const useHold = (uuid: string) =>
  useQuery({
    queryKey: ['candidate-report', 'hold', uuid],
    queryFn: () => api<HoldState>(`${base(uuid)}/hold`),
  });

/** Place or release the hold, or erase now: each reloads the whole report (its data may be gone). */
export function useHoldAction(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { kind: 'place'; reason: string } | { kind: 'release' } | { kind: 'erase' }) =>
      a.kind === 'place'
        ? api(`${base(uuid)}/hold`, { method: 'POST', body: { reason: a.reason } })
        : a.kind === 'release'
          ? api(`${base(uuid)}/hold`, { method: 'DELETE' })
          : api(`${base(uuid)}/erase`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['candidate-report'] }),
  });
}
