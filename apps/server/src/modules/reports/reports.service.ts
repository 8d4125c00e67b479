import { randomUUID } from 'node:crypto';
import { addDays, type CreateReportInput, conflict, isoDate, notFound, type VisuraInput } from '@hrwe/domain';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { Caller, HrCaller } from '../../platform/auth/caller';
import { payloadHash } from '../../platform/idempotency';
import type { Tenant } from '../../platform/tenancy';
import { enqueueChecks } from '../checks';
import { gatePertinence } from '../rights';
import { emitWebhookEvents } from '../webhooks';
import {
  candidateWithRequest,
  firstCandidateOf,
  insertCandidate,
  insertCandidates,
  insertRequest,
  markInvitationQueued,
  type Owner,
  ownerOf,
  type ProviderFlags,
} from './report-requests.repository';
import { candidateLink, publicBaseUrl } from './reports.links';
import { companyLabel, invitationMail } from './reports.mails';
import { emitCandidateWebhook } from './reports.webhooks';
import { claimRequestNumber, markReservationUsed } from './request-reservations.repository';

/** How many days a single visura's request stays OPEN for its checks to complete. */
export const VISURA_VALID_DAYS = 30;

/** The owner of a request, as the invitation e-mail names them. */
async function requireOwner(db: Db, tenantId: number, userId: string): Promise<Owner> {
  const owner = await ownerOf(db, tenantId, userId);
  if (!owner) throw notFound();
  return owner;
}

/**
 * Creates an invitation report with the number reserved at init: the request, its candidates, their invitation
 * e-mails and the delivery jobs, all in one transaction. The same body sent again with that number (a retry
 * after a lost answer, a double click) answers the same request and sends nothing more; another body is a 409.
 */
export async function createReport(
  deps: AppDeps,
  tenant: Tenant,
  caller: HrCaller,
  input: CreateReportInput,
  now: Date,
) {
  const owner = await requireOwner(deps.db, tenant.id, caller.userId);
  const base = publicBaseUrl(deps.config, tenant);
  const company = companyLabel(owner);
  const { requestNumber: shown, ...body } = input;
  const hash = payloadHash({ kind: 'INVITATION', ...body });
  // Role, purpose and pertinent checks are settled before anything is written (a refusal changes nothing).
  const gate = await gatePertinence(deps.db, tenant.id, input, owner.reportDefault);
  return deps.db.transaction(async (tx) => {
    const claim = await claimRequestNumber(
      tx,
      { tenantId: tenant.id, userId: owner.id, requestNumber: shown, hash },
      now,
    );
    if (claim.kind === 'repeat') return { requestNumber: claim.requestNumber };
    const { requestNumber } = claim;
    const requestId = await insertRequest(tx, {
      tenantId: tenant.id,
      userId: owner.id,
      requestNumber,
      referencePerson: input.referencePerson,
      validEndDate: input.validEndDate,
      kind: 'INVITATION',
      providers: gate.providers,
      ...gate.pertinence,
      noOfCandidates: input.emailAddresses.length,
      createdAt: now,
    });
    if (claim.reserved) {
      await markReservationUsed(tx, { tenantId: tenant.id, requestNumber, requestId, hash });
    }
    const rows = input.emailAddresses.map((email) => {
      const id = randomUUID();
      return {
        id,
        tenantId: tenant.id,
        requestId,
        userId: owner.id,
        email,
        invitationStatus: 'queued' as const,
        invitationKey: `invite:${id}`,
        invitationCount: 1,
        insertedAt: now,
      };
    });
    await insertCandidates(tx, rows);
    await deps.mailer.sendAll(
      rows.map((c) => ({
        tenantId: tenant.id,
        key: c.invitationKey,
        to: c.email,
        message: invitationMail({
          company,
          link: candidateLink(base, requestNumber, c.id),
          validEndDate: input.validEndDate,
        }),
      })),
      tx,
    );
    await emitWebhookEvents(
      deps,
      tx,
      rows.map((c) => ({
        tenantId: tenant.id,
        ownerId: owner.id,
        type: 'candidate.invited' as const,
        data: {
          requestNumber,
          requestKind: 'INVITATION',
          candidateId: c.id,
          email: c.email,
          invitationCount: 1,
          validEndDate: input.validEndDate,
        },
      })),
      now,
    );
    return { requestNumber };
  });
}

/**
 * Re-sends a candidate's invitation with a new key `invite:<id>:<n>` (owner or administrator; the request must be
 * OPEN, the candidate must not have submitted yet nor refused consent, and a single visura has no invitation).
 */
export async function resendInvitation(deps: AppDeps, tenant: Tenant, scope: Caller, candidateId: string) {
  const row = await candidateWithRequest(deps.db, scope, candidateId);
  if (!row) throw notFound();
  if (row.kind !== 'INVITATION') throw conflict('NO_INVITATION');
  if (row.status !== 'OPEN' || isoDate(new Date()) > row.validEndDate) throw conflict('REPORT_NOT_OPEN');
  if (row.c.dataSubmittedAt) throw conflict('ALREADY_SUBMITTED');
  // A refusal ends the flow: the link only shows the end page, and the candidate is not written to again.
  if (row.c.consentGiven === false) throw conflict('CONSENT_REFUSED');
  const owner = await requireOwner(deps.db, tenant.id, row.c.userId);
  const n = row.c.invitationCount + 1;
  const key = `invite:${row.c.id}:${n}`;
  await deps.db.transaction(async (tx) => {
    // The new invitation replaces one still waiting for a retry: the candidate gets one, not both.
    if (row.c.invitationKey) await deps.mailer.cancel(tenant.id, row.c.invitationKey, tx);
    await deps.mailer.send(
      {
        tenantId: tenant.id,
        key,
        to: row.c.email,
        message: invitationMail({
          company: companyLabel(owner),
          link: candidateLink(publicBaseUrl(deps.config, tenant), row.requestNumber, row.c.id),
          validEndDate: row.validEndDate,
        }),
      },
      tx,
    );
    await markInvitationQueued(tx, row.c.id, key, n);
    await emitCandidateWebhook(deps, tx, row.c.id, 'candidate.invited', {
      email: row.c.email,
      invitationCount: n,
      validEndDate: row.validEndDate,
    });
  });
  return { invitationCount: n };
}

/**
 * A single visura: a one-candidate VISURA request holding the data the HR user entered (the HR user obtained the
 * subject's consent offline) and its provider checks job, in one transaction; idempotent by the number from init
 * like createReport.
 */
export async function createVisura(
  deps: AppDeps,
  tenant: Tenant,
  caller: HrCaller,
  input: VisuraInput,
  now: Date,
) {
  const { requestNumber: shown, email, role, purpose, ...rest } = input;
  const {
    callCrifAndCribis: _cc,
    callCerved: _ce,
    callCervedCensusCellByAddress: _c1,
    callCervedEstimationAdvanced: _c2,
    callCervedEventNegativityDetails: _c3,
    callCervedEventNegativityFlags: _c4,
    callCervedPersonCGS: _c5,
    callCervedTraversal: _c6,
    ...entry
  } = rest;
  // The single visura's switches are the HR user's own choice, never a non-pertinent one; a switch left out
  // takes the form's default (Cerved on, CRIF off) when pertinent.
  const gate = await gatePertinence(deps.db, tenant.id, input, 'ce');
  const providers: ProviderFlags = gate.providers;
  const hash = payloadHash({ kind: 'VISURA', email, role, purpose, ...rest });
  return deps.db.transaction(async (tx) => {
    const claim = await claimRequestNumber(
      tx,
      { tenantId: tenant.id, userId: caller.userId, requestNumber: shown, hash },
      now,
    );
    if (claim.kind === 'repeat') {
      const first = await firstCandidateOf(tx, tenant.id, claim.requestId);
      return { requestNumber: claim.requestNumber, candidates: [{ uuid: first }] };
    }
    const { requestNumber } = claim;
    const requestId = await insertRequest(tx, {
      tenantId: tenant.id,
      userId: caller.userId,
      requestNumber,
      referencePerson: `${entry.firstName} ${entry.lastName}`,
      validEndDate: addDays(isoDate(now), VISURA_VALID_DAYS),
      kind: 'VISURA',
      providers,
      ...gate.pertinence,
      noOfCandidates: 1,
      createdAt: now,
    });
    if (claim.reserved) {
      await markReservationUsed(tx, { tenantId: tenant.id, requestNumber, requestId, hash });
    }
    const candidateId = await insertCandidate(tx, {
      tenantId: tenant.id,
      requestId,
      userId: caller.userId,
      email,
      invitationStatus: 'none',
      ...entry,
      dataSubmittedAt: now,
      insertedAt: now,
    });
    // The checks are queued with the data: both commit, or neither.
    await enqueueChecks(deps, candidateId, tx);
    return { requestNumber, candidates: [{ uuid: candidateId }] };
  });
}

export { tenantOf } from './report-requests.repository';
