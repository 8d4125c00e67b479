import type { SubjectRequestInput } from '@hrwe/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { candidatePath } from './candidate-path';

/** POST /api/report/candidate/{uuid}/subject-request (administrators): a request received by another channel. */
export const registerSubjectRequest = (uuid: string, body: SubjectRequestInput) =>
  api(`${candidatePath(uuid)}/subject-request`, { body });

export const useRegisterSubjectRequest = (uuid: string) =>
  useMutation({ mutationFn: (body: SubjectRequestInput) => registerSubjectRequest(uuid, body) });
