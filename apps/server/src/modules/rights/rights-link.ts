import { CandidateLinkSchema, notFound } from '@hrwe/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { RETENTION_MONTHS } from '../reports';

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
  /** The instant the retention job erases the data (consent + the retention); the link works until then. */
  erasureAt: Date;
  requestId: string;
  requestNumber: string;
  referencePerson: string;
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
  const res = await (db as Db).execute<Record<string, unknown>>(sql`
    select c.id as "candidateId", c.tenant_id as "tenantId", c.user_id as "userId", c.email,
           c.first_name as "firstName", c.last_name as "lastName", c.status, c.consent_given as "consentGiven",
           c.consent_at as "consentAt", c.data_submitted_at as "dataSubmittedAt", c.anonymised_at as "anonymisedAt",
           c.consent_withdrawn_at as "withdrawnAt",
           coalesce(c.consent_at, c.data_submitted_at, c.inserted_at) + make_interval(months => ${RETENTION_MONTHS})
             as "erasureAt",
           r.id as "requestId", r.request_number as "requestNumber", r.reference_person as "referencePerson",
           r.providers, u.email as "hrEmail", u.company_name as "companyName", u.company_detail as "companyDetail",
           u.first_name as "hrFirstName", u.last_name as "hrLastName"
      from candidates c
      join report_requests r on r.id = c.request_id
      join users u on u.id = c.user_id
     where c.id = ${link.data.uuid} and c.tenant_id = ${tenantId} and r.tenant_id = ${tenantId}
       and r.request_number = ${link.data.requestNumber} and r.kind = 'INVITATION'
     ${opts.lock ? sql`for update of c` : sql``}`);
  const row = res.rows[0];
  if (!row) return null;
  const date = (v: unknown) => (v == null ? null : new Date(v as string));
  return {
    ...(row as unknown as RightsLink),
    consentAt: date(row.consentAt),
    dataSubmittedAt: date(row.dataSubmittedAt),
    anonymisedAt: date(row.anonymisedAt),
    withdrawnAt: date(row.withdrawnAt),
    erasureAt: date(row.erasureAt)!,
  };
}

/**
 * The rights page works from the data entry until the erasure date: before the entry the consent page is the
 * candidate's page; after the erasure (the retention job) nothing about them is left to show. A candidate who
 * withdrew keeps the page (the evidence of the withdrawal) until that same date.
 */
export function rightsUsable(l: RightsLink | null, now: Date): l is RightsLink {
  if (!l?.dataSubmittedAt) return false;
  if (now.getTime() >= l.erasureAt.getTime()) return false;
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
