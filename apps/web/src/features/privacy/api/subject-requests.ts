import type { SubjectRequestClose } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '@/components/data-table';
import { api } from '@/lib/api';

/** The tenant's register of data-subject requests, a list of the listing protocol (administrators). */
export const SUBJECT_REQUESTS_URL = '/api/rights/subject-requests';

/** POST /api/rights/subject-requests/{id}/close: answered (an erasure erases then) or rejected with a reason. */
export function useCloseSubjectRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SubjectRequestClose }) =>
      api(`${SUBJECT_REQUESTS_URL}/${id}/close`, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: listQueryKey(SUBJECT_REQUESTS_URL) }),
  });
}

/** The register of processing activities (GDPR art. 30), a PDF the server builds from the configuration. */
export const PROCESSING_REGISTER_URL = '/api/rights/processing-register.pdf';
