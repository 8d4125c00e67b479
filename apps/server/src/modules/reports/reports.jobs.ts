import { addDays, isoDate } from '@hrwe/domain';
import type { AppDeps } from '../../deps';
import { SWEEP_CHECKS, sweepCandidatesWithoutChecks } from '../checks';
import { emitWebhookEvents } from '../webhooks';
import { dueReminders, expireOverdueRequests, markReminderSent } from './reports.jobs.repository';
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
  const due = await dueReminders(deps.db, now, today, addDays(today, REMINDER_DAYS_BEFORE));
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
      await markReminderSent(tx, c.id, now);
    });
  }
  return due.length;
}

/** OPEN requests whose validEndDate has passed (Rome day) with candidates still NOT_COMPLETE become EXPIRE. */
export async function expireReports(deps: AppDeps, now: Date = new Date()) {
  return deps.db.transaction(async (tx) => {
    const rows = await expireOverdueRequests(tx, isoDate(now));
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
