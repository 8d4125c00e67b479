import { addDays, isoDate } from '@hrwe/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { candidates, reportRequests, tenants, users } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { SWEEP_CHECKS, sweepCandidatesWithoutChecks } from '../checks';
import { emitWebhookEvents } from '../webhooks';
import { candidateLink, publicBaseUrl } from './reports.links';
import { companyLabel, reminderMail } from './reports.mails';
import { listenInvitationFailures } from './reports.webhooks';

export const SEND_REMINDERS = 'reports.reminders';
export const EXPIRE_REPORTS = 'reports.expire';
/** Days before validEndDate when the one reminder goes out. */
export const REMINDER_DAYS_BEFORE = 3;

/**
 * Reminds, once, the candidates who have not submitted their data on an OPEN invitation report whose validEndDate
 * is within the next 3 days (so a day the job did not run is caught up), invited at least a day ago.
 * The mail key `reminder:<id>` makes a retried run send nothing twice.
 */
export async function sendReminders(deps: AppDeps, now: Date = new Date()) {
  const today = isoDate(now);
  const due = await deps.db
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
        sql`${reportRequests.validEndDate} between ${today}::date and ${addDays(today, REMINDER_DAYS_BEFORE)}::date`,
        sql`${candidates.insertedAt} < ${now.toISOString()}::timestamptz - interval '1 day'`,
      ),
    )
    .limit(1000);
  for (const c of due) {
    const base = publicBaseUrl(deps.config, { dns: c.dns, isPlatform: c.isPlatform });
    // The reminder and its mark commit together.
    await deps.db.transaction(async (tx) => {
      await deps.mailer.send(
        {
          tenantId: c.tenantId,
          key: `reminder:${c.id}`,
          to: c.email,
          message: reminderMail({
            company: companyLabel({ ...c, email: c.ownerEmail }),
            link: candidateLink(base, c.requestNumber, c.id),
            validEndDate: c.validEndDate,
          }),
        },
        tx,
      );
      await tx.update(candidates).set({ reminderSentAt: now }).where(eq(candidates.id, c.id));
    });
  }
  return due.length;
}

/** OPEN requests whose validEndDate has passed (Rome day) with candidates still NOT_COMPLETE become EXPIRE. */
export async function expireReports(deps: AppDeps, now: Date = new Date()) {
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(reportRequests)
      .set({ status: 'EXPIRE' })
      .where(
        and(
          eq(reportRequests.status, 'OPEN'),
          sql`${reportRequests.validEndDate} < ${isoDate(now)}::date`,
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
    // The integrations hear of each expiry with it (one transaction: both or neither).
    await emitWebhookEvents(
      deps,
      tx,
      rows.map((r) => ({
        tenantId: r.tenantId,
        ownerId: r.ownerId,
        type: 'request.expired' as const,
        data: {
          requestNumber: r.requestNumber,
          status: 'EXPIRE',
          candidates: r.noOfCandidates,
          completed: r.completedCandidates,
        },
      })),
      now,
    );
    return rows.length;
  });
}

export function defineReportJobs(deps: AppDeps) {
  listenInvitationFailures(deps);
  deps.jobs.define(SWEEP_CHECKS, async () => void (await sweepCandidatesWithoutChecks(deps)), {
    cron: '*/5 * * * *',
  });
  deps.jobs.define(SEND_REMINDERS, async () => void (await sendReminders(deps)), { cron: '0 9 * * *' });
  deps.jobs.define(EXPIRE_REPORTS, async () => void (await expireReports(deps)), { cron: '5 * * * *' });
}
