import type { SubjectRequestInput } from '@hrwe/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/report/candidate/{uuid}/subject-request (administrators): a request received by another channel. */
export const useRegisterSubjectRequest = (uuid: string) =>
  useMutation({
    mutationFn: (body: SubjectRequestInput) =>
      api(`/api/report/candidate/${encodeURIComponent(uuid)}/subject-request`, { body }),
  });
