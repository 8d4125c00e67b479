import type { SubjectRequestClose } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '@/components/data-table';
import { api } from '@/lib/api';
import { SUBJECT_REQUESTS_URL } from './get-subject-requests';

/** POST /api/rights/subject-requests/{id}/close: answered (an erasure erases then) or rejected with a reason. */
export const closeSubjectRequest = (id: number, body: SubjectRequestClose) =>
  api(`${SUBJECT_REQUESTS_URL}/${id}/close`, { body });

export function useCloseSubjectRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SubjectRequestClose }) => closeSubjectRequest(id, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: listQueryKey(SUBJECT_REQUESTS_URL) }),
  });
}
