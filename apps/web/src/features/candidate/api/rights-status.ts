/** The candidate's page's status call (on the success page's first screen; the actions are in rights.ts). */
import { api } from '@/lib/api';
import { refresh, useResource } from '../app/resource';

export type CheckState = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';
export type ContestOutcome = 'KEPT' | 'CORRECTED' | 'WITHDRAWN';
export type RightsStatus =
  | { valid: false }
  | {
      valid: true;
      controller: { companyName: string; companyAddress: string; contactEmail: string };
      requestName: string;
      submittedAt: string;
      consentAt: string | null;
      erasureDate: string;
      withdrawnAt: string | null;
      completed: boolean;
      checks: { check: string; status: CheckState; updatedAt: string | null }[];
      contests: {
        id: number;
        createdAt: string;
        message: string;
        fileName: string | null;
        reviewOutcome: ContestOutcome | null;
        reviewedAt: string | null;
      }[];
      canWithdraw: boolean;
      canContest: boolean;
    };

export const path = (rn: string, uuid: string) => `${encodeURIComponent(rn)}/${encodeURIComponent(uuid)}`;
const rightsKey = (rn: string, uuid: string) => `candidate-rights:${rn}:${uuid}`;

/** GET /api/report/candidate/rights/{rn}/{uuid}: where the checks are, the erasure date, the contact. */
const loadRightsStatus = (rn: string, uuid: string) => () =>
  api<RightsStatus>(`/api/report/candidate/rights/${path(rn, uuid)}`);
// While checks run the page follows them, gently.
const whileRunning = (d: RightsStatus) => (d.valid && !d.withdrawnAt && !d.completed ? 10_000 : false);

export const useRightsStatus = (rn: string, uuid: string, enabled = true) =>
  useResource(rightsKey(rn, uuid), loadRightsStatus(rn, uuid), enabled, whileRunning);

/** Fetches the status again after a change (withdrawal, contest), keeping the last answer on screen meanwhile. */
export const refreshRightsStatus = (rn: string, uuid: string) => refresh(rightsKey(rn, uuid));
