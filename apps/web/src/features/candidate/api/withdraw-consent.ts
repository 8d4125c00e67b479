import type { ConsentWithdrawn } from '@hrwe/domain';
import { api } from '@/lib/api';
import { linkPath } from './link-key';

/** POST /api/report/candidate/rights/withdraw/{rn}/{uuid}: withdrawal of consent (GDPR art. 7(3)). */
export const withdrawConsent = (rn: string, uuid: string) =>
  api<ConsentWithdrawn>(`/api/report/candidate/rights/withdraw/${linkPath(rn, uuid)}`, {
    method: 'POST',
    body: {},
  });
