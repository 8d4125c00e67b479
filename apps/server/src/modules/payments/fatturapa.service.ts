import { AppError, ISSUER_REQUIRED_FIELDS, invoiceNumberLabel, notFound } from '@hrwe/domain';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { AdminCaller } from '../../platform/auth/caller';
import { billLines, findBill, invoiceClientOf } from './bills.repository';
import {
  type Address,
  type FatturaPaInput,
  fatturaPaXml,
  type Issuer,
  lineDescription,
} from './fatturapa.xml';
import { findIssuer } from './invoice-issuer.repository';

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

/**
 * The issuer: the tenant's "Dati di fatturazione" (invoice_issuers), checked whole when its administrator saved
 * them; until then 409 INVOICE_DATA_MISSING names the form's required fields.
 */
async function issuerOf(db: Db, tenantId: number): Promise<Issuer> {
  const found = await findIssuer(db, tenantId);
  if (!found) throw missing([...ISSUER_REQUIRED_FIELDS]);
  const i = found.issuer;
  const opt = (v: string | null) => v ?? undefined;
  return {
    name: i.name,
    vatNumber: i.vatNumber,
    fiscalCode: opt(i.fiscalCode),
    regime: i.taxRegime,
    address: {
      street: i.street,
      civic: opt(i.civic),
      cap: i.cap,
      city: i.city,
      province: opt(i.province),
      country: i.country,
    },
    rea: i.reaOffice && i.reaNumber ? { office: i.reaOffice, number: i.reaNumber } : undefined,
    email: opt(i.email),
    phone: opt(i.phone),
    iban: opt(i.iban),
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
  deps: Pick<AppDeps, 'db'>,
  scope: AdminCaller,
  id: string,
  credit = false,
) {
  const bill = await findBill(deps.db, scope, id);
  if (!bill || (credit && !bill.creditNoteId)) throw notFound();
  const [issuer, client] = await Promise.all([
    issuerOf(deps.db, scope.tenantId),
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
