import type { ContestReviewInput, ContestReviewResult } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { candidatePath } from './candidate-path';
import { contestsKey } from './get-contests';

/** POST /api/report/candidate/{uuid}/contest/review: the human review; the candidate is told by e-mail. */
export const reviewContest = (uuid: string, body: ContestReviewInput) =>
  api<ContestReviewResult>(`${candidatePath(uuid)}/contest/review`, { method: 'POST', body });

export function useReviewContest(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ContestReviewInput) => reviewContest(uuid, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: contestsKey(uuid) }),
  });
}
