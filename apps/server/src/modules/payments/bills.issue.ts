import {
  badRequest,
  billExpiryDate,
  billTotals,
  isMonthBillable,
  isoDate,
  previousMonth,
} from '@hrwe/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { inTx } from '../../db/executor';
import type { Jobs } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail/mailer';
import {
  billIdsOfMonth,
  insertBill,
  lockUnbilledRows,
  unbilledOwners,
  userHasBill,
} from './bills.repository';
import { mailBillIssued } from './payments.mails';

export const ISSUE_BILLS_JOB = 'payments.bills';
/** 02:00 on the first day of each month, Europe/Rome (pg-boss schedules in that zone). */
export const ISSUE_BILLS_CRON = '0 2 1 * *';

export type IssueDeps = { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> };

/**
 * Issues one bill per HR user for `month`, which must have ended in Rome (isMonthBillable, else MONTH_NOT_ENDED).
 * A bill carries every unbilled row of its month or earlier: a row that arrived after its own month was billed (a
 * late completion) rides the next bill as a row of its own month, so no row is lost and none is billed twice.
 * noOfReports, billAmount (taxable), 22 % VAT rounded half up once per bill, totalDue, expiry 30 days after `now`.
 * Per user, one transaction (issueOne): the rows are locked FOR UPDATE and the bill inserted with ON CONFLICT DO
 * NOTHING on unique (user_id, month), so a second run (or two servers at once) never bills a row twice; rows that
 * find their user's bill of `month` already issued wait for the next bill and are counted in `deferred`, not
 * dropped. The HR user is e-mailed once per bill (key bill:<id>) in the same transaction; a later run also e-mails
 * a bill that older code committed without its e-mail.
 */
export async function issueBills(
  deps: IssueDeps,
  opts: { month: string; now: Date; tenantId?: number },
): Promise<{ issued: number; total: number; deferred: number }> {
  const { db } = deps;
  if (!isMonthBillable(opts.month, opts.now))
    throw badRequest('MONTH_NOT_ENDED', { month: 'MONTH_NOT_ENDED' });
  const owners = await unbilledOwners(db, opts.month, opts.tenantId);

  let issued = 0;
  let deferred = 0;
  for (const owner of owners) {
    const outcome = await db
      .transaction((tx) => issueOne(deps, inTx(tx), owner, opts))
      .catch((e: unknown) => {
        // Another run inserted this user's bill after our check: our transaction, and the invoice number its
        // insert took, rolled back; the rows wait for the next bill.
        if (e instanceof BillExists) return { issued: false, deferred: e.rows };
        throw e;
      });
    if (outcome.issued) issued++;
    deferred += outcome.deferred;
  }

  const monthBills = await billIdsOfMonth(db, opts.month, opts.tenantId);
  // Repairs a bill whose mail older code queued after its commit: a standalone, idempotent statement.
  for (const id of monthBills) await mailBillIssued(deps, id, db);
  return { issued, total: monthBills.length, deferred };
}

class BillExists extends Error {
  constructor(readonly rows: number) {
    super('BILL_EXISTS');
  }
}

/**
 * One user's bill, inside the caller's transaction: locks the user's unbilled rows of the month or earlier and, unless
 * the user's bill of the month exists, inserts it (the trigger bills_invoice_number gives it the issuer's next number
 * from the counter row it keeps locked until commit) with the Rome day as its date, and links the rows.
 */
async function issueOne(
  deps: IssueDeps,
  tx: Db,
  owner: { tenantId: number; userId: string },
  opts: { month: string; now: Date },
) {
  const rows = await lockUnbilledRows(tx, owner.userId, opts.month);
  if (rows.length === 0) return { issued: false, deferred: 0 };
  // The user's bill of this month exists: these rows (late completions) stay unbilled for the next bill.
  if (await userHasBill(tx, owner.userId, opts.month)) return { issued: false, deferred: rows.length };
  const totals = billTotals(rows.reduce((sum, r) => sum + r.priceCents, 0));
  // Rows paid one by one before the bill: the bill is born paid only when all of them are; from now on the rows
  // show the bill's state (docs/decisions/payments-paid-state.md).
  const status = rows.every((r) => r.status === 'PAID') ? 'PAID' : 'UN_PAID';
  const billId = await insertBill(
    tx,
    {
      tenantId: owner.tenantId,
      userId: owner.userId,
      month: opts.month,
      noOfReports: rows.length,
      billAmountCents: totals.billAmount,
      taxAmountCents: totals.taxAmount,
      totalDueCents: totals.totalDue,
      issueDate: isoDate(opts.now),
      expiryDate: billExpiryDate(opts.now),
      status,
    },
    rows.map((r) => r.id),
    opts.now,
  );
  if (!billId) throw new BillExists(rows.length);
  await mailBillIssued(deps, billId, tx);
  return { issued: true, deferred: 0 };
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
