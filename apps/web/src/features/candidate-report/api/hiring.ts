import type { HiringOutcome } from '@hrwe/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type Hiring = {
  adverseNotice: { sentAt: string; windowEndsAt: string } | null;
  outcome: { outcome: HiringOutcome; becauseOfReport: boolean; decidedAt: string } | null;
};

const base = (uuid: string) => `/api/report/candidate/${encodeURIComponent(uuid)}`;
const key = (uuid: string) => ['candidate-report', 'hiring', uuid] as const;

/** GET /api/report/candidate/{uuid}/hiring: the pre-adverse notice sent, if any, and the current outcome. */
export const useHiring = (uuid: string) =>
  useQuery({ queryKey: key(uuid), queryFn: () => api<Hiring>(`${base(uuid)}/hiring`) });

/** POST /api/report/candidate/{uuid}/adverse-notice: the report's summary and the window to contest, by e-mail. */
export function useSendAdverseNotice(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api(`${base(uuid)}/adverse-notice`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(uuid) }),
  });
}

/** POST /api/report/candidate/{uuid}/outcome: the hiring outcome (the latest recorded counts). */
export function useRecordOutcome(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { outcome: HiringOutcome | ''; becauseOfReport: boolean }) =>
      api(`${base(uuid)}/outcome`, { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(uuid) }),
  });
}
