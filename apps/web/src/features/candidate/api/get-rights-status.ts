import { candidateRightsOperations, type RightsStatus } from '@hrwe/domain';
import { call } from '@/lib/call';
import { refresh, useResource } from '../app/resource';

const rightsKey = (rn: string, uuid: string) => `candidate-rights:${rn}:${uuid}`;

/** Where the checks are, the erasure date, the contact. */
export const getRightsStatus = (requestNumber: string, uuid: string) =>
  call(candidateRightsOperations.status, { params: { requestNumber, uuid } });

// While checks run the page follows them, gently.
const whileRunning = (d: RightsStatus) => (d.valid && !d.withdrawnAt && !d.completed ? 10_000 : false);

/** The candidate's page's status call (on the success page's first screen). */
export const useRightsStatus = (rn: string, uuid: string, enabled = true) =>
  useResource(rightsKey(rn, uuid), () => getRightsStatus(rn, uuid), enabled, whileRunning);

/** Fetches the status again after a change (withdrawal, contest), keeping the last answer on screen meanwhile. */
export const refreshRightsStatus = (rn: string, uuid: string) => refresh(rightsKey(rn, uuid));
