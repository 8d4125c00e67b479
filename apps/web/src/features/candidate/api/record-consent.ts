import type { ConsentRecorded } from '@hrwe/domain';
import { api } from '@/lib/api';
import { linkPath } from './link-key';

/** POST /api/report/candidate/privacy/update/{rn}/{uuid}: records the choice as evidence. */
export const recordConsent = (rn: string, uuid: string, choice: boolean, textVersion: string) =>
  api<ConsentRecorded>(`/api/report/candidate/privacy/update/${linkPath(rn, uuid)}`, {
    method: 'POST',
    body: { choice, textVersion },
  });
