import { type CandidateConsentChoice, candidateLinkOperations } from '@hrwe/domain';
import { call } from '@/lib/call';

/** Records the choice as evidence. */
export const recordConsent = (
  requestNumber: string,
  uuid: string,
  choice: boolean,
  textVersion: CandidateConsentChoice['textVersion'],
) =>
  call(candidateLinkOperations.recordConsent, {
    params: { requestNumber, uuid },
    body: { choice, textVersion },
  });
