import {
  type CandidateConsentChoice,
  type CandidateEntryInput,
  conflict,
  erasureDay,
  isCandidateLinkValid,
  notFound,
  pertinentChecks,
} from '@hrwe/domain';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { enqueueChecks } from '../checks';
import { rightsSettings } from '../rights';
import { findLink, insertConsentOnce, saveEntry, setConsent } from './candidate-public.repository';
import { companyAddress, companyLabel } from './reports.mails';
import { notifyCandidateEvent } from './reports.notices';
import { emitCandidateWebhook } from './reports.webhooks';

export type LinkState = {
  validCandidate: boolean;
  hrUserEmail: string | null;
  /** The candidate's data is saved: the pages show the success page. */
  submitted: boolean;
  /** null: no choice yet; true: consented; false: refused (the flow ended). */
  consentGiven: boolean | null;
};

const INVALID: LinkState = { validCandidate: false, hrUserEmail: null, submitted: false, consentGiven: null };

type Link = NonNullable<Awaited<ReturnType<typeof findLink>>>;

/**
 * A link is usable while its report is OPEN and before the end of validEndDate (Rome). Once the candidate has
 * submitted, the link stays valid for showing the success page, whatever the report's status.
 */
const usable = (l: Link, now: Date) =>
  l.dataSubmittedAt !== null || isCandidateLinkValid({ status: l.status, validEndDate: l.validEndDate }, now);

export async function linkState(
  db: Db,
  tenantId: number,
  rn: string,
  uuid: string,
  now: Date,
): Promise<LinkState> {
  const l = await findLink(db, tenantId, rn, uuid);
  if (!l || !usable(l, now)) return INVALID;
  return {
    validCandidate: true,
    hrUserEmail: l.hrUserEmail,
    submitted: l.dataSubmittedAt !== null,
    consentGiven: l.consentGiven,
  };
}

async function requireLink(db: Db, tenantId: number, rn: string, uuid: string, now: Date) {
  const l = await findLink(db, tenantId, rn, uuid);
  if (!l || !usable(l, now)) throw notFound('LINK_INVALID');
  return l;
}

/** The exact checks that run for this link's request (what the notice lists and the consent evidence keeps). */
const checksOf = (l: Link) => pertinentChecks(l.providers, l.pertinentChecks);

/**
 * The data controller named in the notice (the company of the HR user who sent this link, never looked up by
 * e-mail), and what the notice must state: role, purpose, the exact checks, the tenant's retention and the day
 * the data would be erased if consent were given now.
 */
export async function linkCompany(db: Db, tenantId: number, rn: string, uuid: string, now: Date) {
  const l = await requireLink(db, tenantId, rn, uuid, now);
  const { retentionMonths } = await rightsSettings(db, tenantId);
  return {
    companyName: companyLabel({ ...l, email: l.hrUserEmail }),
    companyAddress: companyAddress(l.companyDetail),
    hrEmail: l.hrUserEmail,
    role: l.role,
    purpose:
      l.purposeLabelIt === null ? null : { it: l.purposeLabelIt, en: l.purposeLabelEn ?? l.purposeLabelIt },
    checks: checksOf(l),
    retentionMonths,
    erasureDate: erasureDay(l.consentAt ?? now, retentionMonths),
  };
}

/**
 * Records the candidate's choice as evidence (time, address, user agent, notice version, choice). A refusal ends
 * the flow: no later choice is accepted. A consent may still be withdrawn until the data is submitted.
 */
export async function recordConsent(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'jobs'>,
  tenantId: number,
  rn: string,
  uuid: string,
  input: CandidateConsentChoice,
  evidence: { ip: string; userAgent: string },
  now: Date,
) {
  const { db } = deps;
  const l = await requireLink(db, tenantId, rn, uuid, now);
  // A repeated refusal (a double click, a retry after a lost answer) answers like the first.
  if (l.consentGiven === false && input.choice === false) return { consentGiven: false };
  if (l.dataSubmittedAt) throw conflict('ALREADY_SUBMITTED');
  if (l.consentGiven === false) throw conflict('CONSENT_REFUSED');
  // One evidence row per choice: a repeat (a double click, a retry after a lost answer) keeps the first.
  await db.transaction(async (tx) => {
    const first = await insertConsentOnce(tx, {
      tenantId,
      candidateId: l.candidateId,
      choice: input.choice,
      textVersion: input.textVersion,
      role: l.role,
      purpose: l.purposeLabelIt,
      checks: checksOf(l),
      ip: evidence.ip,
      userAgent: evidence.userAgent.slice(0, 500),
      createdAt: now,
    });
    if (!first) return;
    await setConsent(tx, l.candidateId, input.choice, now);
    await emitCandidateWebhook(
      deps,
      tx,
      l.candidateId,
      input.choice ? 'candidate.consented' : 'candidate.refused',
    );
    // The HR user hears of a refusal with it, not in a later step a crash could skip.
    if (!input.choice) await notifyCandidateEvent(deps, l.candidateId, 'refused', tx);
  });
  return { consentGiven: input.choice };
}

export async function consentChecked(db: Db, tenantId: number, rn: string, uuid: string, now: Date) {
  const l = await findLink(db, tenantId, rn, uuid);
  return !!l && usable(l, now) && l.consentGiven === true;
}

/** Saves the candidate's data once, only after consent, with its provider checks job in the same transaction. */
export async function submitEntry(
  deps: AppDeps,
  tenantId: number,
  rn: string,
  uuid: string,
  input: CandidateEntryInput,
  now: Date,
) {
  const l = await requireLink(deps.db, tenantId, rn, uuid, now);
  if (l.dataSubmittedAt) throw conflict('ALREADY_SUBMITTED');
  if (l.consentGiven !== true) throw conflict('CONSENT_REQUIRED');
  // The data and its checks job commit together: no candidate is left with data and no checks.
  await deps.db.transaction(async (tx) => {
    if (!(await saveEntry(tx, l.candidateId, input, now))) throw conflict('ALREADY_SUBMITTED');
    await enqueueChecks(deps, l.candidateId, tx);
  });
  return { submitted: true };
}
