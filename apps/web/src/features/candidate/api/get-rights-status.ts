import type { candidateRightsOperations, RightsStatus } from '@hrwe/domain';
import { addressOf, call } from '@/lib/call';
import { prefetch, refresh, useResource } from '../app/resource';

/**
 * `candidateRightsOperations.status` by its address, typed as it: the success page asks it on its first screen,
 * which must not load zod and the rights schemas (120 KB budget, bench/web-budgets.ts).
 */
const RIGHTS_STATUS = addressOf<typeof candidateRightsOperations.status>({
  method: 'GET',
  path: '/api/report/candidate/rights/:requestNumber/:uuid',
});

const rightsKey = (rn: string, uuid: string) => `candidate-rights:${rn}:${uuid}`;

/** Where the checks are, the erasure date, the contact. */
export const getRightsStatus = (requestNumber: string, uuid: string) =>
  call(RIGHTS_STATUS, { params: { requestNumber, uuid } });

// While checks run the page follows them, gently.
const whileRunning = (d: RightsStatus) => (d.valid && !d.withdrawnAt && !d.completed ? 10_000 : false);

/**
 * Starts the status call with the link's own (src/features/candidate/app/candidate-main.tsx): the success message
 * waits for it, and asked by the page it came one round trip after the page's code.
 */
export const prefetchRightsStatus = (rn: string, uuid: string) =>
  prefetch(rightsKey(rn, uuid), () => getRightsStatus(rn, uuid));

/** The candidate's page's status call (on the success page's first screen). */
export const useRightsStatus = (rn: string, uuid: string, enabled = true) =>
  useResource(rightsKey(rn, uuid), () => getRightsStatus(rn, uuid), enabled, whileRunning);

/** Fetches the status again after a change (withdrawal, contest), keeping the last answer on screen meanwhile. */
export const refreshRightsStatus = (rn: string, uuid: string) => refresh(rightsKey(rn, uuid));
