import type { ListQuery, PaymentStatus } from '@hrwe/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Executor, inTx } from '../../db/executor';
import { tenantBillCounts } from '../../db/rollups';
import { bills, creditNotes, files, registerPayments, tenants, users } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import type { AdminCaller, Caller } from '../../platform/auth/caller';
import { countAll, listCount, listReads, sortOf } from '../../platform/listing';
import { clientCondition, statusChange, unbilledRows } from './consumption.repository';

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
  // The credit note's columns, flat (the export's row reader takes flat selections); null without one.
  creditNoteId: creditNotes.id,
  creditNoteYear: creditNotes.invoiceYear,
  creditNoteNumber: creditNotes.invoiceNumber,
  creditNoteDate: creditNotes.issueDate,
  creditNoteReason: creditNotes.reason,
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
      .leftJoin(creditNotes, eq(creditNotes.billId, bills.id))
      .$dynamic();
  return {
    ...listReads(db, 'payments.bills', from, where, sort),
    // An administrator's unfiltered list counts from bill_status_counts (migration 0004); an HR user's own bills
    // (by bills_user_expiry_idx) and a client filter count their rows.
    count: async () => {
      if (scope.admin && !client)
        return Object.values(await tenantBillCounts(db, scope.tenantId)).reduce((a, n) => a + n, 0);
      return listCount(db, 'payments.bills', where, (w) =>
        db.select({ n: countAll }).from(bills).innerJoin(users, eq(users.id, bills.userId)).where(w),
      );
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
    .leftJoin(creditNotes, eq(creditNotes.billId, bills.id))
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
 * The tenant's months up to `upToMonth` that have an unbilled consumption row whose user has no bill of that month
 * (rows of a month already billed ride the next bill instead): the issue control's candidates.
 */
export async function unbilledMonths(db: Db, tenantId: number, upToMonth: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ month: registerPayments.month })
    .from(registerPayments)
    .where(
      and(
        eq(registerPayments.tenantId, tenantId),
        unbilledRows(upToMonth),
        sql`not exists (select 1 from ${bills} where ${bills.userId} = ${registerPayments.userId} and ${bills.month} = ${registerPayments.month})`,
      ),
    );
  return rows.map((r) => r.month);
}

/** The users (with their tenant) that have unbilled rows of `month` or earlier: who gets a bill of `month`. */
export function unbilledOwners(db: Db, month: string, tenantId?: number) {
  const where = [
    unbilledRows(month),
    ...(tenantId === undefined ? [] : [eq(registerPayments.tenantId, tenantId)]),
  ];
  return db
    .selectDistinct({ tenantId: registerPayments.tenantId, userId: registerPayments.userId })
    .from(registerPayments)
    .where(and(...where));
}

/** A user's unbilled rows of `month` or earlier, locked FOR UPDATE in the issuing transaction `tx`. */
export function lockUnbilledRows(tx: Db, userId: string, month: string) {
  return tx
    .select({
      id: registerPayments.id,
      priceCents: registerPayments.priceCents,
      status: registerPayments.status,
    })
    .from(registerPayments)
    .where(and(eq(registerPayments.userId, userId), unbilledRows(month)))
    .for('update');
}

export async function userHasBill(db: Db, userId: string, month: string) {
  const [b] = await db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.userId, userId), eq(bills.month, month)));
  return b !== undefined;
}

/**
 * Inserts a bill (the trigger bills_invoice_number gives it the issuer's next number) and puts `rowIds` on it with
 * its paid state. Null when the user's bill of the month was inserted meanwhile (unique user_id, month).
 */
export async function insertBill(
  tx: Db,
  bill: typeof bills.$inferInsert & { status: PaymentStatus },
  rowIds: string[],
  now: Date,
) {
  const [row] = await tx
    .insert(bills)
    .values(bill)
    .onConflictDoNothing({ target: [bills.userId, bills.month] })
    .returning({ id: bills.id });
  if (!row) return null;
  await tx
    .update(registerPayments)
    .set({ billId: row.id, ...statusChange(bill.status, now) })
    .where(inArray(registerPayments.id, rowIds));
  return row.id;
}

/** The ids of the bills of `month` (of one tenant when given). */
export async function billIdsOfMonth(db: Db, month: string, tenantId?: number) {
  const where = [eq(bills.month, month), ...(tenantId === undefined ? [] : [eq(bills.tenantId, tenantId)])];
  const rows = await db
    .select({ id: bills.id })
    .from(bills)
    .where(and(...where));
  return rows.map((r) => r.id);
}

/** The rows a bill carries, oldest month first: the invoice's lines. */
export function billLines(db: Db, tenantId: number, billId: string) {
  return db
    .select({
      requestNumber: registerPayments.requestNumber,
      month: registerPayments.month,
      priceCents: registerPayments.priceCents,
    })
    .from(registerPayments)
    .where(and(eq(registerPayments.tenantId, tenantId), eq(registerPayments.billId, billId)))
    .orderBy(asc(registerPayments.month), asc(registerPayments.createdAt), asc(registerPayments.id));
}

/** A bill with its owner's e-mail and its tenant's address: what the bill's e-mails say. */
export async function billWithOwner(db: Executor, billId: string) {
  const [row] = await db
    .select({
      id: bills.id,
      tenantId: bills.tenantId,
      month: bills.month,
      noOfReports: bills.noOfReports,
      billAmountCents: bills.billAmountCents,
      taxAmountCents: bills.taxAmountCents,
      totalDueCents: bills.totalDueCents,
      expiryDate: bills.expiryDate,
      email: users.email,
      dns: tenants.dns,
      isPlatform: tenants.isPlatform,
    })
    .from(bills)
    .innerJoin(users, eq(users.id, bills.userId))
    .innerJoin(tenants, eq(tenants.id, bills.tenantId))
    .where(eq(bills.id, billId));
  return row ?? null;
}

/** The client's registration data an invoice names (company form, personal form, company name). */
export async function invoiceClientOf(db: Db, userId: string) {
  const [u] = await db
    .select({
      company: users.companyDetail,
      personal: users.personalDetail,
      companyName: users.companyName,
      cap: users.companyCap,
      recipientCode: users.recipientCode,
    })
    .from(users)
    .where(eq(users.id, userId));
  return u ?? null;
}

/**
 * Issues the credit note cancelling a bill of the administrator's tenant in full, with the bill's amounts and the
 * Rome day `issueDate` (the trigger numbers it from the bills' counter), audited, in one transaction. The bill row is
 * locked first, so two requests at once give one credit note and one 'exists'. Null when the bill is not in scope.
 */
export async function insertCreditNote(
  db: Db,
  scope: AdminCaller,
  billId: string,
  note: { reason: string; issueDate: string },
) {
  return db.transaction(async (tx) => {
    const [bill] = await tx
      .select({
        id: bills.id,
        billAmountCents: bills.billAmountCents,
        taxAmountCents: bills.taxAmountCents,
        totalDueCents: bills.totalDueCents,
      })
      .from(bills)
      .where(and(billWhere(scope), eq(bills.id, billId)))
      .for('update');
    if (!bill) return null;
    const [existing] = await tx
      .select({ id: creditNotes.id })
      .from(creditNotes)
      .where(eq(creditNotes.billId, billId));
    if (existing) return 'exists' as const;
    const [created] = await tx
      .insert(creditNotes)
      .values({
        tenantId: scope.tenantId,
        billId,
        issueDate: note.issueDate,
        reason: note.reason,
        billAmountCents: bill.billAmountCents,
        taxAmountCents: bill.taxAmountCents,
        totalDueCents: bill.totalDueCents,
        createdBy: scope.userId,
      })
      .returning({ id: creditNotes.id });
    await audit(inTx(tx), {
      tenantId: scope.tenantId,
      userId: scope.userId,
      action: 'bill.credit-note',
      subjectType: 'bill',
      subjectId: billId,
    });
    return created!.id;
  });
}
