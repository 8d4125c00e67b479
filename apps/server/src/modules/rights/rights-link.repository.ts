import type { CandidateCheckState } from '@hrwe/domain';
import { eq, sql } from 'drizzle-orm';
import { type Executor, inTx } from '../../db/executor';
import { tenants } from '../../db/schema/index';

/**
 * The candidate of a link (this request number, this tenant, an invitation request) with their request and the owner
 * HR user, as columns named like `RightsLink`; `lock` takes the candidate's row lock, for the writes.
 */
export async function linkRowOf(
  db: Executor,
  tenantId: number,
  requestNumber: string,
  uuid: string,
  lock: boolean,
): Promise<Record<string, unknown> | undefined> {
  const res = await inTx(db).execute<Record<string, unknown>>(sql`
    select c.id as "candidateId", c.tenant_id as "tenantId", c.user_id as "userId", c.email,
           c.first_name as "firstName", c.last_name as "lastName", c.status, c.consent_given as "consentGiven",
           c.consent_at as "consentAt", c.data_submitted_at as "dataSubmittedAt", c.anonymised_at as "anonymisedAt",
           c.consent_withdrawn_at as "withdrawnAt",
           coalesce(c.consent_at, c.data_submitted_at, c.inserted_at) as "retentionFrom",
           r.id as "requestId", r.request_number as "requestNumber", r.reference_person as "referencePerson",
           r.role, r.purpose_label_it as "purposeLabel",
           r.providers, u.email as "hrEmail", u.company_name as "companyName", u.company_detail as "companyDetail",
           u.first_name as "hrFirstName", u.last_name as "hrLastName"
      from candidates c
      join report_requests r on r.id = c.request_id
      join users u on u.id = c.user_id
     where c.id = ${uuid} and c.tenant_id = ${tenantId} and r.tenant_id = ${tenantId}
       and r.request_number = ${requestNumber} and r.kind = 'INVITATION'
     ${lock ? sql`for update of c` : sql``}`);
  return res.rows[0];
}

/** The candidate's check rows: name, state and when it last changed. */
export async function checkStatesRowsOf(db: Executor, candidateId: string) {
  const res = await inTx(db).execute<{ check_name: string; status: CandidateCheckState; updated_at: Date }>(
    sql`select check_name, status, updated_at from candidate_checks where candidate_id = ${candidateId}`,
  );
  return res.rows;
}

/** A tenant's host name and whether it is the platform's, for the links of its e-mails; undefined when absent. */
export async function tenantHostOf(db: Executor, tenantId: number) {
  const [tenant] = await inTx(db)
    .select({ dns: tenants.dns, isPlatform: tenants.isPlatform })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return tenant;
}
