import { AppError, invoiceNumberLabel, notFound } from '@hrwe/domain';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { AdminCaller } from '../../platform/auth/caller';
import { publicConfigOf } from '../tenants';
import { billLines, findBill, invoiceClientOf } from './bills.repository';
import { type Address, type FatturaPaInput, fatturaPaXml, lineDescription } from './fatturapa.xml';

/**
 * The issuer's data, per tenant, in its public configuration (an invoice prints them anyway):
 * docs/decisions/payments-fatturapa.md lists the keys. INVOICE_TAX_REGIME defaults to RF01 (ordinary), the country
 * to IT.
 */
export const ISSUER_KEYS = [
  'INVOICE_COMPANY',
  'INVOICE_VAT_NUMBER',
  'INVOICE_FISCAL_CODE',
  'INVOICE_TAX_REGIME',
  'INVOICE_ADDRESS',
  'INVOICE_CIVIC',
  'INVOICE_CAP',
  'INVOICE_CITY',
  'INVOICE_PROVINCE',
  'INVOICE_COUNTRY',
] as const;
const ISSUER_REQUIRED = [
  'INVOICE_COMPANY',
  'INVOICE_VAT_NUMBER',
  'INVOICE_ADDRESS',
  'INVOICE_CAP',
  'INVOICE_CITY',
];

/** The registration's country words for Italy; any other country must be its ISO code (two letters). */
const countryCode = (country: string | undefined) => {
  const c = (country ?? '').trim();
  if (!c || /^(it|italia|italy)$/i.test(c)) return 'IT';
  return /^[A-Za-z]{2}$/.test(c) ? c.toUpperCase() : null;
};

/** What is missing, as the error's fields (each named by its configuration key or registration field). */
const missing = (fields: string[]) =>
  new AppError('INVOICE_DATA_MISSING', Object.fromEntries(fields.map((f) => [f, 'INVOICE_DATA_MISSING'])));

/** The SDI file name's progressive part ([A-Za-z0-9]{1,5}) and the sending number, from year and number. */
export function sendingNumbers(year: number, number: number) {
  return {
    file: ((year - 2000) * 1_000_000 + number).toString(36).toUpperCase().padStart(5, '0'),
    sending: `${year}${String(number).padStart(6, '0')}`,
  };
}

async function issuerOf(deps: Pick<AppDeps, 'db' | 'config'>, tenantId: number) {
  const c = await publicConfigOf(deps, tenantId, [...ISSUER_KEYS]);
  const v = (k: (typeof ISSUER_KEYS)[number]) => c[k]?.trim() || undefined;
  const absent = ISSUER_REQUIRED.filter((k) => !v(k as (typeof ISSUER_KEYS)[number]));
  const country = countryCode(v('INVOICE_COUNTRY'));
  if (!country) absent.push('INVOICE_COUNTRY');
  if (absent.length) throw missing(absent);
  const address: Address = {
    street: v('INVOICE_ADDRESS')!,
    civic: v('INVOICE_CIVIC'),
    cap: v('INVOICE_CAP')!,
    city: v('INVOICE_CITY')!,
    province: v('INVOICE_PROVINCE')?.toUpperCase(),
    country: country!,
  };
  return {
    name: v('INVOICE_COMPANY')!,
    vatNumber: v('INVOICE_VAT_NUMBER')!,
    fiscalCode: v('INVOICE_FISCAL_CODE'),
    regime: v('INVOICE_TAX_REGIME') ?? 'RF01',
    address,
  };
}

/**
 * The client from the registration's company form: business name, VAT number, PEC and seat, with the CAP and the
 * recipient code the form asks (their own columns, docs/decisions/registration-billing-data.md; a registration
 * older than them may hold them in the form's data). Code 0000000 sends the invoice to the PEC (the SDI's rule).
 */
async function clientOf(db: Db, userId: string) {
  const u = await invoiceClientOf(db, userId);
  const c = u?.company ?? {};
  const v = (k: string) => c[k]?.trim() || undefined;
  const name = v('businessName') ?? u?.companyName ?? undefined;
  const vatNumber = v('vatNumber');
  const fiscalCode = vatNumber ? undefined : u?.personal?.fiscalCode?.trim() || undefined;
  const recipientCode = (u?.recipientCode?.trim() || v('recipientCode'))?.toUpperCase() ?? '0000000';
  const cap = u?.cap?.trim() || v('companyResidenceCap');
  const pec = v('companyPec');
  const country = countryCode(v('companyResidenceCountry'));
  const absent = [
    ...(name ? [] : ['businessName']),
    ...(vatNumber || fiscalCode ? [] : ['vatNumber']),
    ...(recipientCode !== '0000000' || pec ? [] : ['companyPec']),
    ...(v('companyResidenceVia') ? [] : ['companyResidenceVia']),
    ...(cap ? [] : ['companyResidenceCap']),
    ...(v('companyResidenceCity') ? [] : ['companyResidenceCity']),
    ...(country ? [] : ['companyResidenceCountry']),
  ];
  if (absent.length) throw missing(absent);
  const address: Address = {
    street: v('companyResidenceVia')!,
    civic: v('companyResidenceNCivic'),
    cap: cap!,
    city: v('companyResidenceCity')!,
    province: v('companyResidenceProvince')?.toUpperCase(),
    country: country!,
  };
  return { name: name!, vatNumber, fiscalCode, recipientCode, pec, address };
}

/**
 * The FatturaPA file of a bill in the caller's scope (administrators): its number, date, due date and amounts are
 * the bill's, one line per consumption row. With `credit`, the file of the bill's credit note instead (TD04: its own
 * number and date, the reason as Causale, the bill as DatiFattureCollegate, the same lines and amounts, no payment
 * terms); 404 when the bill has none. 404 outside the tenant, 409 INVOICE_DATA_MISSING naming what is missing of the
 * issuer's configuration or the client's registration.
 */
export async function billFatturaPa(
  deps: Pick<AppDeps, 'db' | 'config'>,
  scope: AdminCaller,
  id: string,
  credit = false,
) {
  const bill = await findBill(deps.db, scope, id);
  if (!bill || (credit && !bill.creditNoteId)) throw notFound();
  const [issuer, client] = await Promise.all([
    issuerOf(deps, scope.tenantId),
    clientOf(deps.db, bill.userId),
  ]);
  const rows = await billLines(deps.db, scope.tenantId, id);
  const billNumber = invoiceNumberLabel(bill.invoiceYear, bill.invoiceNumber);
  // A credit note has its own number and date; its amounts and lines are the bill's (it cancels it in full).
  const year = credit ? bill.creditNoteYear! : bill.invoiceYear;
  const number = credit ? bill.creditNoteNumber! : bill.invoiceNumber;
  const numbers = sendingNumbers(year, number);
  const input: FatturaPaInput = {
    issuer,
    client,
    document: {
      type: credit ? 'TD04' : 'TD01',
      number: invoiceNumberLabel(year, number),
      sendingNumber: numbers.sending,
      date: credit ? bill.creditNoteDate! : bill.issueDate,
      ...(credit
        ? { reason: bill.creditNoteReason!, corrects: { number: billNumber, date: bill.issueDate } }
        : { dueDate: bill.expiryDate }),
      taxableCents: bill.billAmountCents,
      vatCents: bill.taxAmountCents,
      totalCents: bill.totalDueCents,
      lines: rows.map((r) => ({
        description: lineDescription(r.requestNumber, r.month),
        priceCents: r.priceCents,
      })),
    },
  };
  return {
    name: `IT${issuer.vatNumber}_${numbers.file}.xml`,
    mime: 'application/xml',
    content: Buffer.from(fatturaPaXml(input), 'utf8'),
  };
}
