import {
  conflict,
  isoMonth,
  type ListQuery,
  notFound,
  PAGE_SIZE,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
} from '@hrwe/domain';
import type { Db } from '../../db/client';
import type { AdminCaller, Caller } from '../../platform/auth/caller';
import type { ExportColumn } from '../../platform/exports/columns';
import { filterWords } from '../../platform/exports/filters';
import { allRows, pageOf } from '../../platform/listing';
import {
  type RegisterPaymentFilters,
  registerRowsQuery,
  setRegisterPaymentStatus,
} from './consumption.repository';

export const REGISTER_EXPORT_NAME = 'Tutti i Consumi - HRWE';

const LIST_MODE_WORDS: Record<RegisterPaymentFilters['mode'], string> = {
  month: 'Consumi del mese',
  unpaid: 'Consumi non pagati',
  all: 'Tutti i consumi',
};

type DbRow = Omit<Awaited<ReturnType<ReturnType<typeof registerRowsQuery>['rows']>>[number], 'cursor'>;

export type RegisterPaymentRow = Omit<DbRow, 'paymentDate' | 'createDate' | 'hrUserEmail'> & {
  paymentDate: string | null;
  createDate: string;
  hrUserEmail: string | null;
};

/** The row as the API shows it: ISO dates, the HR user's e-mail only for an administrator. */
function view(scope: Caller, r: DbRow): RegisterPaymentRow {
  return {
    ...r,
    paymentDate: r.paymentDate ? r.paymentDate.toISOString() : null,
    createDate: r.createDate.toISOString(),
    hrUserEmail: scope.admin ? r.hrUserEmail : null,
  };
}

/** month mode without a month means the current month (Rome). */
export function registerFilters(
  input: { mode: RegisterPaymentFilters['mode']; month?: string; client?: string },
  now: Date,
): RegisterPaymentFilters {
  return { mode: input.mode, month: input.month ?? isoMonth(now), client: input.client };
}

export async function listRegisterPayments(
  db: Db,
  scope: Caller,
  filters: RegisterPaymentFilters,
  query: ListQuery,
) {
  const q = registerRowsQuery(db, scope, filters, query);
  const page = await pageOf(query, PAGE_SIZE.payments, q.rows, q.count);
  return { ...page, data: page.data.map((r) => view(scope, r)) };
}

/** Every matching row, for the xlsx/PDF export, with the export's columns (Cliente only for an administrator). */
export function exportRegisterPayments(
  db: Db,
  scope: Caller,
  filters: RegisterPaymentFilters,
  query: ListQuery,
) {
  const q = registerRowsQuery(db, scope, filters, query);
  const columns: ExportColumn<DbRow>[] = [
    { header: 'Mese', value: (r) => r.month, width: 16, kind: 'month' },
    { header: 'Numero richiesta', value: (r) => r.requestNumber, width: 18 },
    {
      header: 'Candidato',
      value: (r) => [r.candidateFirstName, r.candidateLastName].filter(Boolean).join(' '),
      width: 24,
    },
    { header: 'E-mail', value: (r) => r.candidateEmail, width: 28 },
    { header: 'Data creazione', value: (r) => r.createDate, width: 18, kind: 'dateTime' },
    { header: 'Prezzo', value: (r) => r.priceCents, width: 12, kind: 'eur' },
    { header: 'Stato', value: (r) => PAYMENT_STATUS_LABELS[r.status], width: 12 },
    ...(scope.admin ? [{ header: 'Cliente', value: (r: DbRow) => r.hrUserEmail, width: 28 }] : []),
  ];
  return {
    fileName: REGISTER_EXPORT_NAME,
    sheetName: 'Consumi',
    title: REGISTER_EXPORT_NAME,
    filters: filterWords(filters, {
      mode: ['Elenco', (m) => LIST_MODE_WORDS[m as RegisterPaymentFilters['mode']] ?? m],
      ...(filters.mode === 'month' ? { month: 'Mese' } : {}),
      client: 'Cliente',
    }),
    orientation: 'landscape' as const,
    columns,
    rows: allRows(db, q.all()),
  };
}

export async function changeRegisterPaymentStatus(
  db: Db,
  scope: AdminCaller,
  id: string,
  status: PaymentStatus,
  now: Date,
) {
  const row = await setRegisterPaymentStatus(db, scope, id, status, now);
  if (!row) throw notFound();
  // A billed row shows its bill's state: the bill is marked paid, not its rows one by one.
  if (row === 'billed') throw conflict('PAYMENT_ROW_BILLED');
  return { id: row.id, status: row.status, paymentDate: row.paymentDate?.toISOString() ?? null };
}
