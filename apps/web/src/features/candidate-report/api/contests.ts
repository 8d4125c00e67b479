import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type ContestOutcome = 'KEPT' | 'CORRECTED' | 'WITHDRAWN';
export type ContestRow = {
  id: number;
  createdAt: string;
  message: string;
  fileName: string | null;
  hasFile: boolean;
  reviewOutcome: ContestOutcome | null;
  reviewNote: string | null;
  reviewedAt: string | null;
  reviewerEmail: string | null;
};

const base = (uuid: string) => `/api/report/candidate/${encodeURIComponent(uuid)}`;
const key = (uuid: string) => ['candidate-report', 'contests', uuid] as const;

/** GET /api/report/candidate/{uuid}/contests: the candidate's contests ("contestato" while one is open). */
export const useContests = (uuid: string) =>
  useQuery({
    queryKey: key(uuid),
    queryFn: () => api<{ contested: boolean; data: ContestRow[] }>(`${base(uuid)}/contests`),
  });

export const contestFileUrl = (uuid: string, id: number) => `${base(uuid)}/contest/${id}/file`;

/** POST /api/report/candidate/{uuid}/contest/review: the human review; the candidate is told by e-mail. */
export function useReviewContest(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { outcome: ContestOutcome | ''; note: string }) =>
      api(`${base(uuid)}/contest/review`, { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(uuid) }),
  });
}
