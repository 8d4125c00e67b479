import type { EntrySubmitted } from '@hrwe/domain';
import { api } from '@/lib/api';
import { linkPath } from './link-key';

/** POST /api/report/candidate/update/{rn}/{uuid}: the candidate's data, once. */
export const submitEntry = (rn: string, uuid: string, body: unknown) =>
  api<EntrySubmitted>(`/api/report/candidate/update/${linkPath(rn, uuid)}`, { method: 'POST', body });
