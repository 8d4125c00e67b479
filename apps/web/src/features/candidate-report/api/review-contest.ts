import { type ContestReviewInput, reportRightsOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { contestsKey } from './get-contests';

/** The human review; the candidate is told by e-mail. */
export const reviewContest = (uuid: string, body: ContestReviewInput) =>
  call(reportRightsOperations.reviewContest, { params: { uuid }, body });

export function useReviewContest(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ContestReviewInput) => reviewContest(uuid, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: contestsKey(uuid) }),
  });
}
