import { CandidateLinkSchema, erasureDay, isoDate, notFound } from '@hrwe/domain';
import type { Executor } from '../../db/executor';
import { linkRowOf } from './rights-link.repository';
import { rightsSettings } from './rights-settings.repository';

/**
 * The candidate of a link once they have submitted their data: the only state in which the rights page is
 * offered. The UUID must belong to that request number in this tenant, on an invitation request (the same rule as
 * the consent and entry calls). `lock` takes the candidate's row lock, for the writes.
 */
export type RightsLink = {
  candidateId: string;
  tenantId: number;
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  status: 'NOT_COMPLETE' | 'COMPLETE';
  consentGiven: boolean | null;
  consentAt: Date | null;
  dataSubmittedAt: Date | null;
  anonymisedAt: Date | null;
  withdrawnAt: Date | null;
  /**
   * The Rome day the retention job erases the data (domain `erasureDay` of consent, else data entry, else
   * invitation, with the tenant's retention: the same rule as the job and the notice); the link works until then.
   */
  erasureDate: string;
  requestId: string;
  requestNumber: string;
  referencePerson: string;
  /** The role and the purpose the request states (null on requests from before they were asked). */
  role: string | null;
  purposeLabel: string | null;
  providers: Record<string, boolean>;
  hrEmail: string;
  companyName: string | null;
  companyDetail: Record<string, string> | null;
  hrFirstName: string | null;
  hrLastName: string | null;
};

export async function findRightsLink(
  db: Executor,
  tenantId: number,
  requestNumber: string,
  uuid: string,
  opts: { lock?: boolean } = {},
): Promise<RightsLink | null> {
  const link = CandidateLinkSchema.safeParse({ requestNumber, uuid });
  if (!link.success) return null;
  const row = await linkRowOf(db, tenantId, link.data.requestNumber, link.data.uuid, opts.lock ?? false);
  if (!row) return null;
  const date = (v: unknown) => (v == null ? null : new Date(v as string));
  const { retentionMonths } = await rightsSettings(db, tenantId);
  const { retentionFrom, ...rest } = row;
  return {
    ...(rest as unknown as RightsLink),
    consentAt: date(row.consentAt),
    dataSubmittedAt: date(row.dataSubmittedAt),
    anonymisedAt: date(row.anonymisedAt),
    withdrawnAt: date(row.withdrawnAt),
    erasureDate: erasureDay(new Date(retentionFrom as string), retentionMonths),
  };
}

/**
 * The rights page works from the data entry until the erasure date: before the entry the consent page is the
 * candidate's page; after the erasure (the retention job) nothing about them is left to show. A candidate who
 * withdrew keeps the page (the evidence of the withdrawal) until that same date.
 */
export function rightsUsable(l: RightsLink | null, now: Date): l is RightsLink {
  if (!l?.dataSubmittedAt) return false;
  if (isoDate(now) >= l.erasureDate) return false;
  return l.anonymisedAt === null || l.withdrawnAt !== null;
}

export async function requireRightsLink(
  db: Executor,
  tenantId: number,
  requestNumber: string,
  uuid: string,
  now: Date,
  opts: { lock?: boolean } = {},
): Promise<RightsLink> {
  const l = await findRightsLink(db, tenantId, requestNumber, uuid, opts);
  if (!rightsUsable(l, now)) throw notFound('LINK_INVALID');
  return l;
}
