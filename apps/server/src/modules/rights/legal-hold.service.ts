import { conflict, type LegalHoldInput } from '@hrwe/domain';
import { eraseCandidates } from '../../db/erase-candidates';
import { inTx, type Tx } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { audit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/caller';
import { findCandidate } from '../checks';
import { eraseExpired } from '../reports';
import {
  activeHoldOf,
  anonymisedAtOf,
  insertHold,
  lockCandidate,
  releaseActiveHold,
} from './legal-hold.repository';
import { closeOpenRequests, recordSubjectRequest } from './subject-requests.repository';

/** Administrators: the candidate's active legal hold (which suspends the retention job), and whether data is gone. */
export async function holdOf(deps: AppDeps, scope: Caller, uuid: string) {
  const c = await findCandidate(deps, scope, uuid);
  const [hold, anonymisedAt] = await Promise.all([
    activeHoldOf(deps.db, c.id),
    anonymisedAtOf(deps.db, c.id),
  ]);
  return {
    hold: hold ? { reason: hold.reason, placedAt: hold.placedAt.toISOString() } : null,
    anonymisedAt: anonymisedAt?.toISOString() ?? null,
  };
}

type Candidate = Awaited<ReturnType<typeof findCandidate>>;

/** One audited change of a candidate in the caller's scope: the change and its audit row commit together. */
async function changeCandidate(
  deps: AppDeps,
  scope: Caller,
  uuid: string,
  action: 'rights.hold.place' | 'rights.hold.release' | 'rights.erase',
  change: (tx: Tx, c: Candidate) => Promise<void>,
) {
  const c = await findCandidate(deps, scope, uuid);
  await deps.db.transaction(async (tx) => {
    await change(tx, c);
    await audit(inTx(tx), {
      tenantId: c.tenantId,
      userId: scope.userId,
      action,
      subjectType: 'candidate',
      subjectId: c.id,
    });
  });
}

/** Locks the candidate's row; its data must still be there. */
async function lockUnerased(tx: Tx, candidateId: string) {
  if (await lockCandidate(tx, candidateId)) throw conflict('ALREADY_ANONYMISED');
}

/** Places a legal hold with its reason: the retention job keeps this candidate until it is released. */
export const placeHold = (deps: AppDeps, scope: Caller, uuid: string, input: LegalHoldInput, now: Date) =>
  changeCandidate(deps, scope, uuid, 'rights.hold.place', async (tx, c) => {
    await lockUnerased(tx, c.id);
    // One active hold per candidate (a partial unique index): a second is refused, not stacked.
    const placed = await insertHold(tx, {
      tenantId: c.tenantId,
      candidateId: c.id,
      reason: input.reason,
      by: scope.userId,
      at: now,
    });
    if (!placed) throw conflict('LEGAL_HOLD_ACTIVE');
  });

/**
 * Releases the active hold. A candidate whose retention ended during the hold is erased now, in the same
 * transaction and by the same function as the retention job; otherwise the job erases them when due.
 */
export const releaseHold = (deps: AppDeps, scope: Caller, uuid: string, now: Date) =>
  changeCandidate(deps, scope, uuid, 'rights.hold.release', async (tx, c) => {
    if (!(await releaseActiveHold(tx, c.id, scope.userId, now))) throw conflict('LEGAL_HOLD_NONE');
    await eraseExpired(tx, now, c.id);
  });

/**
 * Erasure on request (GDPR art. 17): the same anonymisation as the retention job, now, audited. Refused under an
 * active legal hold (the hold exists because the data must be kept) and when already erased.
 */
export const eraseOnRequest = (
  deps: AppDeps,
  scope: Caller,
  uuid: string,
  now: Date,
  note: string | null = null,
) =>
  changeCandidate(deps, scope, uuid, 'rights.erase', async (tx, c) => {
    await lockUnerased(tx, c.id);
    if (await activeHoldOf(tx, c.id)) throw conflict('LEGAL_HOLD_ACTIVE');
    // The register answers the open erasure requests; an erasure asked for elsewhere is written in it, answered.
    // Written before the erasure, so a closing note that names the candidate loses the name with the rest.
    const said = note ?? 'Dati cancellati su richiesta';
    if ((await closeOpenRequests(tx, c.id, 'ERASURE', scope.userId, now, said)) === 0) {
      await recordSubjectRequest(tx, {
        tenantId: c.tenantId,
        candidateId: c.id,
        kind: 'ERASURE',
        source: 'admin',
        detail: null,
        receivedAt: now,
        handled: { by: scope.userId, note: said },
      });
    }
    await eraseCandidates(tx, [c.id], now);
  });
