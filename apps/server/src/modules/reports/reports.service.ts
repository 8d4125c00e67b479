import { randomUUID } from 'node:crypto';
import {
  addDays,
  type CreateReportInput,
  conflict,
  forbidden,
  isoDate,
  notFound,
  type VisuraInput,
} from '@hrwe/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertMany } from '../../db/insert-many';
import { candidates, type ProviderFlags, reportRequests, tenants, users } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import type { Caller } from '../../platform/auth/caller';
import type { Session } from '../../platform/auth/sessions';
import { payloadHash } from '../../platform/idempotency';
import type { Tenant } from '../../platform/tenancy';
import { enqueueChecks } from '../checks';
import { gatePertinence } from '../rights';
import { emitWebhookEvents } from '../webhooks';
import { candidateLink, publicBaseUrl } from './reports.links';
import { companyLabel, invitationMail } from './reports.mails';
import { candidateScope } from './reports.repository';
import { emitCandidateWebhook } from './reports.webhooks';
import { claimRequestNumber, markReservationUsed } from './request-reservations';

/** How many days a single visura's request stays OPEN for its checks to complete. */
export const VISURA_VALID_DAYS = 30;

/** Only HR users order reports and visure: administrators oversee them. */
export function requireHrUser(session: Session) {
  if (session.user.role !== 'ROLE_USER') throw forbidden('ADMIN_CANNOT_CREATE_REPORT');
}

type Owner = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'companyName' | 'firstName' | 'lastName' | 'reportDefault'
>;

async function ownerOf(db: Db, tenantId: number, userId: string): Promise<Owner> {
  const [u] = await db
    .select({
      id: users.id,
      email: users.email,
      companyName: users.companyName,
      firstName: users.firstName,
      lastName: users.lastName,
      reportDefault: users.reportDefault,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  if (!u) throw notFound();
  return u;
}

/**
 * Creates an invitation report with the number reserved at init: the request, its candidates, their invitation
 * e-mails and the delivery jobs, all in one transaction. The same body sent again with that number (a retry
 * after a lost answer, a double click) answers the same request and sends nothing more; another body is a 409.
 */
export async function createReport(
  deps: AppDeps,
  tenant: Tenant,
  session: Session,
  input: CreateReportInput,
  now: Date,
) {
  requireHrUser(session);
  const owner = await ownerOf(deps.db, tenant.id, session.user.id);
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
    const [req] = await tx
      .insert(reportRequests)
      .values({
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
      })
      .returning({ id: reportRequests.id });
    if (claim.reserved) {
      await markReservationUsed(tx, { tenantId: tenant.id, requestNumber, requestId: req!.id, hash });
    }
    const rows = input.emailAddresses.map((email) => {
      const id = randomUUID();
      return {
        id,
        tenantId: tenant.id,
        requestId: req!.id,
        userId: owner.id,
        email,
        invitationStatus: 'queued' as const,
        invitationKey: `invite:${id}`,
        invitationCount: 1,
        insertedAt: now,
      };
    });
    // One statement whatever the number of candidates (a list of thousands): bench/bulk-create.ts.
    await insertMany(tx, candidates, rows);
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
  const [row] = await deps.db
    .select({
      c: candidates,
      requestNumber: reportRequests.requestNumber,
      status: reportRequests.status,
      kind: reportRequests.kind,
      validEndDate: reportRequests.validEndDate,
    })
    .from(candidates)
    .innerJoin(reportRequests, eq(reportRequests.id, candidates.requestId))
    .where(and(candidateScope(scope), eq(candidates.id, candidateId)));
  if (!row) throw notFound();
  if (row.kind !== 'INVITATION') throw conflict('NO_INVITATION');
  if (row.status !== 'OPEN' || isoDate(new Date()) > row.validEndDate) throw conflict('REPORT_NOT_OPEN');
  if (row.c.dataSubmittedAt) throw conflict('ALREADY_SUBMITTED');
  // A refusal ends the flow: the link only shows the end page, and the candidate is not written to again.
  if (row.c.consentGiven === false) throw conflict('CONSENT_REFUSED');
  const owner = await ownerOf(deps.db, tenant.id, row.c.userId);
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
    await tx
      .update(candidates)
      .set({ invitationKey: key, invitationCount: n, invitationStatus: 'queued' })
      .where(eq(candidates.id, row.c.id));
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
  session: Session,
  input: VisuraInput,
  now: Date,
) {
  requireHrUser(session);
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
      { tenantId: tenant.id, userId: session.user.id, requestNumber: shown, hash },
      now,
    );
    if (claim.kind === 'repeat') {
      const [first] = await tx
        .select({ id: candidates.id })
        .from(candidates)
        .where(and(eq(candidates.tenantId, tenant.id), eq(candidates.requestId, claim.requestId)));
      return { requestNumber: claim.requestNumber, candidates: [{ uuid: first!.id }] };
    }
    const { requestNumber } = claim;
    const [req] = await tx
      .insert(reportRequests)
      .values({
        tenantId: tenant.id,
        userId: session.user.id,
        requestNumber,
        referencePerson: `${entry.firstName} ${entry.lastName}`,
        validEndDate: addDays(isoDate(now), VISURA_VALID_DAYS),
        kind: 'VISURA',
        providers,
        ...gate.pertinence,
        noOfCandidates: 1,
        createdAt: now,
      })
      .returning({ id: reportRequests.id });
    if (claim.reserved) {
      await markReservationUsed(tx, { tenantId: tenant.id, requestNumber, requestId: req!.id, hash });
    }
    const [cand] = await tx
      .insert(candidates)
      .values({
        tenantId: tenant.id,
        requestId: req!.id,
        userId: session.user.id,
        email,
        invitationStatus: 'none',
        ...entry,
        dataSubmittedAt: now,
        insertedAt: now,
      })
      .returning({ id: candidates.id });
    // The checks are queued with the data: both commit, or neither.
    await enqueueChecks(deps, cand!.id, tx);
    return { requestNumber, candidates: [{ uuid: cand!.id }] };
  });
}

/** The tenant row of a candidate, for links built by jobs (no request at hand). */
export async function tenantOf(db: Db, tenantId: number) {
  const [t] = await db
    .select({ id: tenants.id, dns: tenants.dns, isPlatform: tenants.isPlatform })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return t;
}
