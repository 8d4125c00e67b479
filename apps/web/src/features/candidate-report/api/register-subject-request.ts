import { type SubjectRequestInput, subjectRequestOperations } from '@hrwe/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** Administrators: a request received by another channel. */
export const registerSubjectRequest = (uuid: string, body: SubjectRequestInput) =>
  call(subjectRequestOperations.register, { params: { uuid }, body });

export const useRegisterSubjectRequest = (uuid: string) =>
  useMutation({ mutationFn: (body: SubjectRequestInput) => registerSubjectRequest(uuid, body) });
