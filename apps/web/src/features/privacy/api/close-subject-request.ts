import { pathOf, type SubjectRequestClose, subjectRequestOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '@/components/data-table';
import { call } from '@/lib/call';

/** Answered (an erasure erases then) or rejected with a reason. */
export const closeSubjectRequest = (id: number, body: SubjectRequestClose) =>
  call(subjectRequestOperations.close, { params: { id }, body });

export function useCloseSubjectRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SubjectRequestClose }) => closeSubjectRequest(id, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: listQueryKey(pathOf(subjectRequestOperations.list)) }),
  });
}
