import type { ListQuery, PaymentStatus } from '@hrwe/domain';
import { and, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTx } from '../../db/executor';
import { tenantBillCounts } from '../../db/rollups';
import { bills, files, registerPayments, users } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/caller';
import { countAll, listReads, sortOf } from '../../platform/listing';
import { statusChange } from './consumption.repository';
import { clientCondition } from './payments.client-filter';

const SORTABLE = {
  expiryDate: bills.expiryDate,
  month: bills.month,
  noOfReports: bills.noOfReports,
  totalDue: bills.totalDueCents,
  status: bills.status,
};

/** The scope of every bill query: the tenant, and the owner for an HR user. */
export function billWhere(scope: Caller): SQL {
  const c: SQL[] = [eq(bills.tenantId, scope.tenantId)];
  if (!scope.admin) c.push(eq(bills.userId, scope.userId));
  return and(...c)!;
}

const billColumns = {
  id: bills.id,
  invoiceYear: bills.invoiceYear,
  invoiceNumber: bills.invoiceNumber,
  issueDate: bills.issueDate,
  userId: bills.userId,
  hrUserEmail: users.email,
  month: bills.month,
  expiryDate: bills.expiryDate,
  status: bills.status,
  noOfReports: bills.noOfReports,
  billAmountCents: bills.billAmountCents,
  taxAmountCents: bills.taxAmountCents,
  totalDueCents: bills.totalDueCents,
  invoiceFileId: bills.invoiceFileId,
  invoiceName: files.name,
  createdAt: bills.createdAt,
};

/** `client` (administrators): part of the HR user's e-mail or company name. */
export function billRowsQuery(db: Db, scope: Caller, query: ListQuery & { client?: string }) {
  const client = clientCondition(scope, query.client);
  const where = client ? and(billWhere(scope), client)! : billWhere(scope);
  const sort = sortOf(query, {
    sortable: SORTABLE,
    default: { field: 'expiryDate', dir: 'desc' },
    tiebreakers: [
      [bills.createdAt, 'desc'],
      [bills.id, 'desc'],
    ],
  });
  const from = () =>
    db
      .select({ ...billColumns, cursor: sort.cursor })
      .from(bills)
      .innerJoin(users, eq(users.id, bills.userId))
      .leftJoin(files, eq(files.id, bills.invoiceFileId))
      .$dynamic();
  return {
    ...listReads(from, where, sort),
    // An administrator's unfiltered list counts from bill_status_counts (migration 0004); an HR user's own bills
    // (by bills_user_expiry_idx) and a client filter count their rows.
    count: async () => {
      if (scope.admin && !client)
        return Object.values(await tenantBillCounts(db, scope.tenantId)).reduce((a, n) => a + n, 0);
      const [r] = await db
        .select({ n: countAll })
        .from(bills)
        .innerJoin(users, eq(users.id, bills.userId))
        .where(where);
      return r?.n ?? 0;
    },
  };
}
export type BillDbRow = Omit<Awaited<ReturnType<ReturnType<typeof billRowsQuery>['rows']>>[number], 'cursor'>;

export async function findBill(db: Db, scope: Caller, id: string): Promise<BillDbRow | null> {
  const [row] = await db
    .select(billColumns)
    .from(bills)
    .innerJoin(users, eq(users.id, bills.userId))
    .leftJoin(files, eq(files.id, bills.invoiceFileId))
    .where(and(billWhere(scope), eq(bills.id, id)));
  return row ?? null;
}

/**
 * Sets a bill's status, the copy of it its consumption rows carry (a billed row shows its bill's state and is not
 * toggled on its own), and the audit entry, in one transaction. Answers the rows that followed; null when the bill
 * is outside the scope.
 */
export async function setBillStatus(db: Db, scope: Caller, id: string, status: PaymentStatus, now: Date) {
  return db.transaction(async (tx) => {
    const [bill] = await tx
      .update(bills)
      .set({ status })
      .where(and(billWhere(scope), eq(bills.id, id)))
      .returning({ id: bills.id, status: bills.status, noOfReports: bills.noOfReports });
    if (!bill) return null;
    await tx
      .update(registerPayments)
      .set(statusChange(status, now))
      .where(and(eq(registerPayments.billId, id), eq(registerPayments.tenantId, scope.tenantId)));
    await audit(inTx(tx), {
      tenantId: scope.tenantId,
      userId: scope.userId,
      action: `bill.status.${status}`,
      subjectType: 'bill',
      subjectId: id,
    });
    return { id: bill.id, status: bill.status, rows: bill.noOfReports };
  });
}

/** Links a stored invoice to a bill and drops the invoice it replaces; answers the replaced file id. */
export async function attachInvoice(db: Db, tenantId: number, billId: string, fileId: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ old: bills.invoiceFileId })
      .from(bills)
      .where(and(eq(bills.tenantId, tenantId), eq(bills.id, billId)))
      .for('update');
    await tx
      .update(bills)
      .set({ invoiceFileId: fileId })
      .where(and(eq(bills.tenantId, tenantId), eq(bills.id, billId)));
    if (before?.old && before.old !== fileId) await tx.delete(files).where(eq(files.id, before.old));
    return before?.old ?? null;
  });
}

/**
 * Counts of the scope's bills by status (the dashboard's paidInvoices and unPaidInvoices): an administrator's from
 * bill_status_counts, an HR user's counted by bills_user_status_idx (a few rows).
 */
export async function billCounts(db: Db, scope: Caller) {
  if (scope.admin) {
    const counts = await tenantBillCounts(db, scope.tenantId);
    return { paid: counts.PAID ?? 0, unpaid: counts.UN_PAID ?? 0 };
  }
  const rows = await db
    .select({ status: bills.status, n: countAll })
    .from(bills)
    .where(billWhere(scope))
    .groupBy(bills.status);
  const of = (s: PaymentStatus) => rows.find((r) => r.status === s)?.n ?? 0;
  return { paid: of('PAID'), unpaid: of('UN_PAID') };
}

/**
 * The tenant's months before `beforeMonth` that have a consumption row not yet billed whose user has no bill of
 * that month (rows of a month already billed ride the next bill instead): the issue control's candidates.
 */
export async function unbilledMonths(db: Db, tenantId: number, beforeMonth: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ month: registerPayments.month })
    .from(registerPayments)
    .where(
      and(
        eq(registerPayments.tenantId, tenantId),
        isNull(registerPayments.billId),
        lt(registerPayments.month, beforeMonth),
        sql`not exists (select 1 from ${bills} where ${bills.userId} = ${registerPayments.userId} and ${bills.month} = ${registerPayments.month})`,
      ),
    );
  return rows.map((r) => r.month);
}
