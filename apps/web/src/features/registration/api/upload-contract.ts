import type { RegistrationContractAnswer } from '@hrwe/domain';
import { api } from '@/lib/api';

/** POST /api/user/register/contract-document/{registerId}: multipart upload of the signed .p7m. */
export const uploadContract = (registerId: string, file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return api<RegistrationContractAnswer>(
    `/api/user/register/contract-document/${encodeURIComponent(registerId)}`,
    { method: 'POST', body },
  );
};
