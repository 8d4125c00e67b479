import { type BodyIn, candidateLinkOperations } from '@hrwe/domain';
import { call } from '@/lib/call';

/** The candidate's data, once. */
export const submitEntry = (
  requestNumber: string,
  uuid: string,
  body: BodyIn<typeof candidateLinkOperations.submitEntry>,
) => call(candidateLinkOperations.submitEntry, { params: { requestNumber, uuid }, body });
