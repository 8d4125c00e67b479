import { candidateRightsOperations } from '@hrwe/domain';
import { call } from '@/lib/call';

/** Withdrawal of consent (GDPR art. 7(3)). */
export const withdrawConsent = (requestNumber: string, uuid: string) =>
  call(candidateRightsOperations.withdraw, { params: { requestNumber, uuid } });
