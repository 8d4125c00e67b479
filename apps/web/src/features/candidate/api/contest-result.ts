import { candidateRightsOperations } from '@hrwe/domain';
import { call } from '@/lib/call';

/** A contest (multipart): what is wrong and an optional document. */
export const contestResult = (requestNumber: string, uuid: string, message: string, file: File | null) => {
  const form = new FormData();
  form.append('message', message);
  if (file) form.append('file', file, file.name);
  return call(candidateRightsOperations.contest, { params: { requestNumber, uuid }, form });
};
