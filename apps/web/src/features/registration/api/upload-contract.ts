import { registrationOperations } from '@hrwe/domain';
import { call } from '@/lib/call';

/** Multipart upload of the signed .p7m. */
export const uploadContract = (registerId: string, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(registrationOperations.uploadContract, { params: { registerId }, form });
};
