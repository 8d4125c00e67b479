import type { ListQuery, PaymentListMode, PaymentStatus } from '@hrwe/domain';
import { and, eq, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTx } from '../../db/executor';
import { tenantMonthConsumption } from '../../db/rollups';
import { candidates, registerPayments, users } from '../../db/schema/index';
import { statusCounts, totalOf } from '../../db/status-counters';
import { audit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/caller';
import { countAll, listCount, listReads, sortOf } from '../../platform/listing';

/** `client` (administrators): part of the HR user's e-mail or company name. */
export type RegisterPaymentFilters = { mode: PaymentListMode; month: string; client?: string };

const companyName = sql<string>`coalesce(${users.companyName}, ${users.companyDetail}->>'businessName', '')`;

/**
 * The administrator's client filter of the consumption and bill lists: part of the HR user's e-mail or company
 * name, case-insensitive (LIKE wildcards typed by the user are taken literally). Ignored for an HR user, whose
 * scope is already their own rows. Undefined when there is nothing to filter.
 */
export function clientCondition(scope: Caller, client: string | undefined): SQL | undefined {
  if (!scope.admin || !client) return undefined;
  const like = `%${client.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(users.email, like), ilike(companyName, like));
}

const SORTABLE = {
  createdAt: registerPayments.createdAt,
  month: registerPayments.month,
  requestNumber: registerPayments.requestNumber,
  priceCents: registerPayments.priceCents,
  status: registerPayments.status,
  paymentDate: registerPayments.paymentDate,
};

/** The scope (tenant, and owner for an HR user) plus the list mode: the one WHERE of every register query. */
export function registerWhere(scope: Caller, f?: RegisterPaymentFilters): SQL {
  const c: SQL[] = [eq(registerPayments.tenantId, scope.tenantId)];
  if (!scope.admin) c.push(eq(registerPayments.userId, scope.userId));
  if (f?.mode === 'month') c.push(eq(registerPayments.month, f.month));
  if (f?.mode === 'unpaid') c.push(eq(registerPayments.status, 'UN_PAID'));
  return and(...c)!;
}

export function registerRowsQuery(db: Db, scope: Caller, f: RegisterPaymentFilters, query: ListQuery) {
  const client = clientCondition(scope, f.client);
  const where = client ? and(registerWhere(scope, f), client)! : registerWhere(scope, f);
  const sort = sortOf(query, {
    sortable: SORTABLE,
    default: { field: 'createdAt', dir: 'desc' },
    tiebreakers: [[registerPayments.id, 'desc']],
  });
  const from = () =>
    db
      .select({
        id: registerPayments.id,
        month: registerPayments.month,
        requestNumber: registerPayments.requestNumber,
        candidateUuid: registerPayments.candidateId,
        candidateFirstName: candidates.firstName,
        candidateLastName: candidates.lastName,
        candidateEmail: candidates.email,
        paymentDate: registerPayments.paymentDate,
        createDate: registerPayments.createdAt,
        status: registerPayments.status,
        billId: registerPayments.billId,
        priceCents: registerPayments.priceCents,
        hrUserEmail: users.email,
        cursor: sort.cursor,
      })
      .from(registerPayments)
      .leftJoin(candidates, eq(candidates.id, registerPayments.candidateId))
      .innerJoin(users, eq(users.id, registerPayments.userId))
      .$dynamic();
  return {
    ...listReads(db, 'payments.consumption', from, where, sort),
    // 'all' and 'unpaid' read the status counters (migration 0022); an administrator's month list reads
    // payment_month_sums (0004); an HR user's month list and a client filter count their rows.
    count: async () => {
      if (f.mode !== 'month' && !client)
        return totalOf(await statusCounts(db, scope, 'payment'), f.mode === 'unpaid' ? 'UN_PAID' : undefined);
      if (f.mode === 'month' && scope.admin && !client)
        return (await tenantMonthConsumption(db, scope.tenantId, f.month)).n;
      return listCount(db, 'payments.consumption', where, (w) =>
        db
          .select({ n: countAll })
          .from(registerPayments)
          .innerJoin(users, eq(users.id, registerPayments.userId))
          .where(w),
      );
    },
  };
}

/**
 * The rows no bill carries yet, of `upToMonth` or earlier when given: what the next bill of a user takes, what the
 * issue control offers, and the only rows whose paid state is toggled one by one. The one definition of "unbilled".
 */
export function unbilledRows(upToMonth?: string): SQL {
  const unbilled = isNull(registerPayments.billId);
  return upToMonth ? and(unbilled, lte(registerPayments.month, upToMonth))! : unbilled;
}

/** A consumption row's new status: PAID keeps the first payment date (or records now), UN_PAID clears it. */
export const statusChange = (status: PaymentStatus, now: Date) => ({
  status,
  paymentDate:
    status === 'PAID'
      ? sql`coalesce(${registerPayments.paymentDate}, ${now.toISOString()}::timestamptz)`
      : null,
});

/**
 * Sets an unbilled row's status (PAID records the payment date) and audits it, in one transaction. 'billed' when
 * the row is on a bill (its state is the bill's), null when the row is outside the scope.
 */
export async function setRegisterPaymentStatus(
  db: Db,
  scope: Caller,
  id: string,
  status: PaymentStatus,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(registerPayments)
      .set(statusChange(status, now))
      .where(and(registerWhere(scope), eq(registerPayments.id, id), unbilledRows()))
      .returning({
        id: registerPayments.id,
        status: registerPayments.status,
        paymentDate: registerPayments.paymentDate,
      });
    if (!row) {
      const [billed] = await tx
        .select({ id: registerPayments.id })
        .from(registerPayments)
        .where(and(registerWhere(scope), eq(registerPayments.id, id)));
      return billed ? ('billed' as const) : null;
    }
    await audit(inTx(tx), {
      tenantId: scope.tenantId,
      userId: scope.userId,
      action: `payment.status.${status}`,
      subjectType: 'register-payment',
      subjectId: id,
    });
    return row;
  });
}

/**
 * Taxable cents of the scope's rows of one month (the dashboard's consumptionOfTheMonth): an administrator's from
 * payment_month_sums, an HR user's summed by register_payments_user_month_idx (index only, their own rows).
 */
export async function monthConsumptionCents(db: Db, scope: Caller, month: string) {
  if (scope.admin) return (await tenantMonthConsumption(db, scope.tenantId, month)).cents;
  const [r] = await db
    .select({ cents: sql<number>`coalesce(sum(${registerPayments.priceCents}), 0)::int` })
    .from(registerPayments)
    .where(and(registerWhere(scope), eq(registerPayments.month, month)));
  return r?.cents ?? 0;
}

type Tx = Pick<Db, 'insert' | 'select'>;

/**
 * Records the consumption of a completed candidate check at the HR user's price of this moment (copied, not
 * referenced). Called by the checks in the transaction that completes the candidate; the unique candidate id
 * makes a repeated call (a retried job) a no-op, so a check is never charged twice.
 */
export async function recordCheckPayment(
  tx: Tx,
  c: { candidateId: string; tenantId: number; userId: string; requestNumber: string; at?: Date },
) {
  const at = c.at ?? new Date();
  await tx
    .insert(registerPayments)
    .values({
      tenantId: c.tenantId,
      userId: c.userId,
      candidateId: c.candidateId,
      requestNumber: c.requestNumber,
      priceCents: sql`coalesce((select ${users.singleReportCostCents} from ${users} where ${users.id} = ${c.userId}), 0)`,
      month: sql`to_char(${at.toISOString()}::timestamptz at time zone 'Europe/Rome', 'YYYY-MM')`,
      createdAt: at,
    })
    .onConflictDoNothing({ target: registerPayments.candidateId });
}
