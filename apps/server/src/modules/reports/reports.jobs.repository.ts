import { DEFAULT_RETENTION_MONTHS } from '@hrwe/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { candidates, reportRequests, tenants, users } from '../../db/schema/index';

/** The reads and writes of the reports' scheduled jobs: reminders, expiry, retention (reports.jobs, reports.retention). */

/**
 * Up to 1,000 candidates to remind: not submitted, not reminded, consent not refused, on an OPEN invitation request
 * whose validEndDate is between `today` and `until` (Rome days), invited before `now` minus a day.
 */
export async function dueReminders(db: Db, now: Date, today: string, until: string) {
  return db
    .select({
      id: candidates.id,
      email: candidates.email,
      tenantId: candidates.tenantId,
      requestNumber: reportRequests.requestNumber,
      validEndDate: reportRequests.validEndDate,
      dns: tenants.dns,
      isPlatform: tenants.isPlatform,
      companyName: users.companyName,
      firstName: users.firstName,
      lastName: users.lastName,
      ownerEmail: users.email,
    })
    .from(candidates)
    .innerJoin(reportRequests, eq(reportRequests.id, candidates.requestId))
    .innerJoin(tenants, eq(tenants.id, candidates.tenantId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(
      and(
        eq(reportRequests.status, 'OPEN'),
        eq(reportRequests.kind, 'INVITATION'),
        eq(candidates.status, 'NOT_COMPLETE'),
        isNull(candidates.dataSubmittedAt),
        isNull(candidates.reminderSentAt),
        sql`(${candidates.consentGiven} is null or ${candidates.consentGiven})`,
        sql`${reportRequests.validEndDate} between ${today}::date and ${until}::date`,
        sql`${candidates.insertedAt} < ${now.toISOString()}::timestamptz - interval '1 day'`,
      ),
    )
    .limit(1000);
}

/** The candidate's one reminder went out at `now`. */
export async function markReminderSent(tx: Executor, candidateId: string, now: Date) {
  await tx.update(candidates).set({ reminderSentAt: now }).where(eq(candidates.id, candidateId));
}

/** OPEN requests whose validEndDate is before `today` with candidates still to complete become EXPIRE; those rows. */
export async function expireOverdueRequests(tx: Executor, today: string) {
  return tx
    .update(reportRequests)
    .set({ status: 'EXPIRE' })
    .where(
      and(
        eq(reportRequests.status, 'OPEN'),
        sql`${reportRequests.validEndDate} < ${today}::date`,
        sql`${reportRequests.completedCandidates} < ${reportRequests.noOfCandidates}`,
      ),
    )
    .returning({
      tenantId: reportRequests.tenantId,
      ownerId: reportRequests.userId,
      requestNumber: reportRequests.requestNumber,
      noOfCandidates: reportRequests.noOfCandidates,
      completedCandidates: reportRequests.completedCandidates,
    });
}

/**
 * The candidates whose retention is over at `now` (the Rome day of consent, else data entry, else invitation, plus
 * the tenant's retention months, the next day) and under no active legal hold (only `only` when given), not yet
 * anonymised; their rows locked until `tx` ends, those another transaction holds skipped.
 */
export async function lockExpiredCandidates(tx: Executor, now: Date, only?: string): Promise<string[]> {
  const due = await tx.execute<{ id: string }>(sql`
      select c.id from candidates c
       where c.anonymised_at is null
         -- the shortest retention is one month: this bound lets the partial index do the first cut
         and coalesce(c.consent_at, c.data_submitted_at, c.inserted_at)
             < ${now.toISOString()}::timestamptz - interval '1 month'
         and ((coalesce(c.consent_at, c.data_submitted_at, c.inserted_at) at time zone 'Europe/Rome')::date
               + make_interval(months => coalesce(
                   (select s.retention_months from tenant_rights_settings s where s.tenant_id = c.tenant_id),
                   ${DEFAULT_RETENTION_MONTHS})))::date + 1
             <= (${now.toISOString()}::timestamptz at time zone 'Europe/Rome')::date
         and not exists (select 1 from legal_holds h where h.candidate_id = c.id and h.released_at is null)
         ${only ? sql`and c.id = ${only}` : sql``}
       for update of c skip locked`);
  return due.rows.map((r) => r.id);
}
