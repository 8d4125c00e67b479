import { billExpiryDate, billTotals, previousMonth } from '@hrwe/domain';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { bills, registerPayments } from '../../db/schema/index';
import type { Jobs } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail/mailer';
import { mailBillIssued } from './payments.mails';

export const ISSUE_BILLS_JOB = 'payments.bills';
/** 02:00 on the first day of each month, Europe/Rome (pg-boss schedules in that zone). */
export const ISSUE_BILLS_CRON = '0 2 1 * *';

export type IssueDeps = { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> };

/**
 * Issues one bill per HR user for the unbilled consumption rows of `month`: noOfReports, billAmount (taxable),
 * 22 % VAT rounded half up, totalDue, expiry 30 days after `now`. Each bill is inserted and its rows linked in one
 * transaction; unique (user_id, month) with ON CONFLICT DO NOTHING and the rows locked FOR UPDATE make a second
 * run (or two servers running at once) a no-op. The HR user is e-mailed once per bill (key bill:<id>) in the same
 * transaction; a later run also e-mails a bill that older code committed without its e-mail.
 */
export async function issueBills(
  deps: IssueDeps,
  opts: { month: string; now: Date; tenantId?: number },
): Promise<{ issued: number; total: number }> {
  const { db } = deps;
  const scope: SQL[] = [eq(registerPayments.month, opts.month), isNull(registerPayments.billId)];
  if (opts.tenantId !== undefined) scope.push(eq(registerPayments.tenantId, opts.tenantId));
  const owners = await db
    .selectDistinct({ tenantId: registerPayments.tenantId, userId: registerPayments.userId })
    .from(registerPayments)
    .where(and(...scope));

  let issued = 0;
  for (const owner of owners) {
    const created = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: registerPayments.id, priceCents: registerPayments.priceCents })
        .from(registerPayments)
        .where(
          and(
            eq(registerPayments.userId, owner.userId),
            eq(registerPayments.month, opts.month),
            isNull(registerPayments.billId),
          ),
        )
        .for('update');
      if (rows.length === 0) return false;
      const taxable = rows.reduce((sum, r) => sum + r.priceCents, 0);
      const totals = billTotals(taxable);
      const [bill] = await tx
        .insert(bills)
        .values({
          tenantId: owner.tenantId,
          userId: owner.userId,
          month: opts.month,
          noOfReports: rows.length,
          billAmountCents: totals.billAmount,
          taxAmountCents: totals.taxAmount,
          totalDueCents: totals.totalDue,
          expiryDate: billExpiryDate(opts.now),
        })
        .onConflictDoNothing({ target: [bills.userId, bills.month] })
        .returning({ id: bills.id });
      if (!bill) return false;
      await tx
        .update(registerPayments)
        .set({ billId: bill.id })
        .where(
          inArray(
            registerPayments.id,
            rows.map((r) => r.id),
          ),
        );
      await mailBillIssued(deps, bill.id, tx);
      return true;
    });
    if (created) issued++;
  }

  const where: SQL[] = [eq(bills.month, opts.month)];
  if (opts.tenantId !== undefined) where.push(eq(bills.tenantId, opts.tenantId));
  const monthBills = await db
    .select({ id: bills.id })
    .from(bills)
    .where(and(...where));
  // Repairs a bill whose mail older code queued after its commit: a standalone, idempotent statement.
  for (const b of monthBills) await mailBillIssued(deps, b.id, db);
  return { issued, total: monthBills.length };
}

/** The monthly job: the previous month's bills (or `month` when given, for an operator's manual run). */
export function defineIssueBillsJob(jobs: Jobs, deps: IssueDeps) {
  jobs.define<{ month?: string }>(
    ISSUE_BILLS_JOB,
    async (data) => {
      const now = new Date();
      await issueBills(deps, { month: data?.month ?? previousMonth(now), now });
    },
    { cron: ISSUE_BILLS_CRON, retryLimit: 3 },
  );
}
