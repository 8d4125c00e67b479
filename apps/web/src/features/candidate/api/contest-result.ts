import type { ContestCreated } from '@hrwe/domain';
import { api } from '@/lib/api';
import { linkPath } from './link-key';

/** POST /api/report/candidate/rights/contest/{rn}/{uuid} (multipart): what is wrong and an optional document. */
export const contestResult = (rn: string, uuid: string, message: string, file: File | null) => {
  const body = new FormData();
  body.append('message', message);
  if (file) body.append('file', file, file.name);
  return api<ContestCreated>(`/api/report/candidate/rights/contest/${linkPath(rn, uuid)}`, {
    method: 'POST',
    body,
  });
};
