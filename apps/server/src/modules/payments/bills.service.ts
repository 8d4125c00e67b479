import {
  type BillListQuery,
  conflict,
  invoiceNumberLabel,
  isoDate,
  isoMonth,
  issuableMonths,
  monthLabel,
  notFound,
  PAGE_SIZE,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  previousMonth,
} from '@hrwe/domain';
import type { Db } from '../../db/client';
import { inTx } from '../../db/executor';
import { audit } from '../../platform/audit';
import type { AdminCaller, Caller } from '../../platform/auth/caller';
import type { ExportColumn } from '../../platform/exports/columns';
import { filterWords } from '../../platform/exports/filters';
import type { FileStore } from '../../platform/files/storage';
import { allRows, pageOf } from '../../platform/listing';
import { type IssueDeps, issueBills } from './bills.issue';
import {
  attachInvoice,
  type BillDbRow,
  billCounts,
  billRowsQuery,
  findBill,
  insertCreditNote,
  setBillStatus,
  unbilledMonths,
} from './bills.repository';
import { monthConsumptionCents } from './consumption.repository';
import { mailInvoiceUploaded } from './payments.mails';

export const BILL_EXPORT_NAME = 'Fatture - HRWE';

export type BillView = ReturnType<typeof view>;

function view(scope: Caller, b: BillDbRow) {
  return {
    id: b.id,
    invoiceNumber: invoiceNumberLabel(b.invoiceYear, b.invoiceNumber),
    issueDate: b.issueDate,
    month: b.month,
    hrUserEmail: scope.admin ? b.hrUserEmail : null,
    expiryDate: b.expiryDate,
    status: b.status,
    noOfReports: b.noOfReports,
    billAmountCents: b.billAmountCents,
    taxAmountCents: b.taxAmountCents,
    totalDueCents: b.totalDueCents,
    hasInvoice: b.invoiceFileId !== null,
    invoiceName: b.invoiceName ?? null,
    createDate: b.createdAt.toISOString(),
    // A credit note cancels the whole bill: its amounts are the bill's.
    creditNote: b.creditNoteId
      ? {
          id: b.creditNoteId,
          number: invoiceNumberLabel(b.creditNoteYear!, b.creditNoteNumber!),
          issueDate: b.creditNoteDate!,
          reason: b.creditNoteReason!,
          billAmountCents: b.billAmountCents,
          taxAmountCents: b.taxAmountCents,
          totalDueCents: b.totalDueCents,
        }
      : null,
  };
}

export async function listBills(db: Db, scope: Caller, query: BillListQuery) {
  const q = billRowsQuery(db, scope, query);
  const page = await pageOf(query, PAGE_SIZE.bills, q.rows, q.count);
  return { ...page, data: page.data.map((b) => view(scope, b)) };
}

export function exportBills(db: Db, scope: Caller, query: BillListQuery) {
  const q = billRowsQuery(db, scope, query);
  const columns: ExportColumn<BillDbRow>[] = [
    { header: 'Numero', value: (b) => invoiceNumberLabel(b.invoiceYear, b.invoiceNumber), width: 12 },
    { header: 'Data', value: (b) => b.issueDate, width: 14, kind: 'date' },
    { header: 'Mese', value: (b) => b.month, width: 16, kind: 'month' },
    ...(scope.admin ? [{ header: 'Cliente', value: (b: BillDbRow) => b.hrUserEmail, width: 28 }] : []),
    { header: 'Scadenza', value: (b) => b.expiryDate, width: 14, kind: 'date' },
    { header: 'Report', value: (b) => b.noOfReports, width: 10, kind: 'integer' },
    { header: 'Imponibile', value: (b) => b.billAmountCents, width: 14, kind: 'eur' },
    { header: 'IVA 22%', value: (b) => b.taxAmountCents, width: 14, kind: 'eur' },
    { header: 'Totale', value: (b) => b.totalDueCents, width: 14, kind: 'eur' },
    { header: 'Stato', value: (b) => PAYMENT_STATUS_LABELS[b.status], width: 12 },
  ];
  return {
    fileName: BILL_EXPORT_NAME,
    sheetName: 'Fatture',
    title: BILL_EXPORT_NAME,
    filters: filterWords(query, { client: 'Cliente' }),
    orientation: 'landscape' as const,
    columns,
    rows: allRows(db, q.all()),
  };
}

export async function billDetail(db: Db, scope: Caller, id: string) {
  const b = await findBill(db, scope, id);
  if (!b) throw notFound();
  return view(scope, b);
}

export async function changeBillStatus(
  db: Db,
  scope: AdminCaller,
  id: string,
  status: PaymentStatus,
  now: Date,
) {
  const b = await setBillStatus(db, scope, id, status, now);
  if (!b) throw notFound();
  return b;
}

/** Stores the invoice PDF of an unpaid bill (administrator) and tells the HR user once. */
export async function uploadInvoice(
  deps: IssueDeps & { files: FileStore },
  scope: AdminCaller,
  id: string,
  readFile: () => Promise<{ name: string; mime: string; content: Buffer }>,
) {
  const bill = await findBill(deps.db, scope, id);
  if (!bill) throw notFound();
  if (bill.status === 'PAID') throw conflict('BILL_ALREADY_PAID');
  const upload = await readFile();
  // The file, its link to the bill and the e-mail commit together.
  await deps.db.transaction(async (tx) => {
    const file = await deps.files.save({ tenantId: scope.tenantId, userId: bill.userId }, upload, tx);
    await attachInvoice(inTx(tx), scope.tenantId, id, file.id);
    await mailInvoiceUploaded(deps, id, tx);
  });
  return billDetail(deps.db, scope, id);
}

/** The invoice file of a bill in scope (its owner or an administrator of the tenant). */
export async function invoiceFile(db: Db, files: FileStore, scope: Caller, id: string) {
  const bill = await findBill(db, scope, id);
  if (!bill?.invoiceFileId) throw notFound();
  const file = await files.get(scope.tenantId, bill.invoiceFileId);
  if (!file) throw notFound();
  return file;
}

/** consumptionOfTheMonth (taxable cents of the current Rome month), paidInvoices, unPaidInvoices. */
export async function paymentDashboard(db: Db, scope: Caller, now: Date) {
  const [consumption, counts] = await Promise.all([
    monthConsumptionCents(db, scope, isoMonth(now)),
    billCounts(db, scope),
  ]);
  return { consumptionOfTheMonth: consumption, paidInvoices: counts.paid, unPaidInvoices: counts.unpaid };
}

/** The ended months with unbilled consumption, newest first: what "Emetti fatture del mese" offers. */
export async function issuableMonthOptions(db: Db, scope: AdminCaller, now: Date) {
  const months = issuableMonths(await unbilledMonths(db, scope.tenantId, previousMonth(now)), now);
  return months.map((value) => ({ value, label: monthLabel(value) }));
}

/** The administrator issues the tenant's bills of an ended month now (what the monthly job does), audited. */
export async function issueBillsNow(deps: IssueDeps, scope: AdminCaller, month: string, now: Date) {
  const done = await issueBills(deps, { month, now, tenantId: scope.tenantId });
  await audit(deps.db, {
    tenantId: scope.tenantId,
    userId: scope.userId,
    action: 'bill.issue',
    subjectType: 'payment-bills',
    subjectId: month,
  });
  return done;
}

/**
 * The administrator cancels a bill in full with a credit note (TD04) dated today in Rome: 409 BILL_ALREADY_CREDITED
 * for a bill that has one. Answers the bill, which now shows it.
 */
export async function issueCreditNote(db: Db, scope: AdminCaller, id: string, reason: string, now: Date) {
  const done = await insertCreditNote(db, scope, id, { reason, issueDate: isoDate(now) });
  if (!done) throw notFound();
  if (done === 'exists') throw conflict('BILL_ALREADY_CREDITED');
  return billDetail(db, scope, id);
}
