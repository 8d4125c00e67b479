import { PAYMENT_STATUSES, TAX_REGIMES } from '@hrwe/domain';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { checkIn, checkOf, fkey } from './constraints';
import { candidates } from './reports';
import { tenants } from './tenants';
import { files, users } from './users';

/**
 * Consumption: one row per completed candidate, price copied. Two more indexes, with INCLUDE (price_cents), are in
 * the custom migration (Drizzle has no INCLUDE): register_payments_tenant_month_idx, register_payments_user_month_idx.
 */
export const registerPayments = pgTable(
  'register_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: integer('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    candidateId: uuid('candidate_id').notNull().unique('register_payments_candidate_id_key'),
    requestNumber: text('request_number').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** 'YYYY-MM' in Europe/Rome. */
    month: text('month').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('UN_PAID'),
    paymentDate: timestamp('payment_date', { withTimezone: true }),
    billId: uuid('bill_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fkey(t.tenantId, tenants.id),
    fkey(t.userId, users.id),
    fkey(t.candidateId, candidates.id),
    checkOf(t.priceCents, 'price_cents >= 0'),
    checkIn(t.status, PAYMENT_STATUSES),
    index('register_payments_tenant_created_idx').on(t.tenantId, t.createdAt.desc().nullsFirst()),
    index('register_payments_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('register_payments_tenant_month_created_idx').on(
      t.tenantId,
      t.month,
      t.createdAt.desc().nullsFirst(),
    ),
    index('register_payments_unpaid_idx')
      .on(t.tenantId, t.createdAt.desc().nullsFirst())
      .where(sql`status = 'UN_PAID'`),
    // The monthly bills job reads the month's rows not yet billed; a bill's rows follow its paid status.
    index('register_payments_unbilled_idx').on(t.month, t.userId).where(sql`bill_id is null`),
    index('register_payments_bill_idx').on(t.billId),
  ],
);

export const bills = pgTable(
  'bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: integer('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    month: text('month').notNull(),
    noOfReports: integer('no_of_reports').notNull(),
    billAmountCents: integer('bill_amount_cents').notNull(),
    taxAmountCents: integer('tax_amount_cents').notNull(),
    totalDueCents: integer('total_due_cents').notNull(),
    expiryDate: date('expiry_date').notNull(),
    /**
     * The invoice's date (the Rome day of issue) and its number, progressive per tenant (issuer) and calendar year:
     * the trigger bills_invoice_number (migration 0011) always sets year and number from invoice_counters, in the
     * inserting transaction, whatever an insert says (the 0 defaults only let an insert leave them out).
     */
    issueDate: date('issue_date').notNull().default(sql`(now() at time zone 'Europe/Rome')::date`),
    invoiceYear: integer('invoice_year').notNull().default(0),
    invoiceNumber: integer('invoice_number').notNull().default(0),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('UN_PAID'),
    invoiceFileId: uuid('invoice_file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fkey(t.tenantId, tenants.id),
    fkey(t.userId, users.id),
    fkey(t.invoiceFileId, files.id),
    unique('bills_user_id_month_key').on(t.userId, t.month),
    unique('bills_tenant_invoice_number_key').on(t.tenantId, t.invoiceYear, t.invoiceNumber),
    checkOf(t.invoiceNumber, 'invoice_number > 0'),
    checkIn(t.status, PAYMENT_STATUSES),
    // The lists' default order with its tie-breakers: a month's bills share their expiry date, so an index on the
    // date alone made page 1 sort that whole month (about 2,000 bills of a tenant) with their joins.
    index('bills_tenant_expiry_idx').on(
      t.tenantId,
      t.expiryDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('bills_user_expiry_idx').on(
      t.userId,
      t.expiryDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('bills_tenant_status_idx').on(t.tenantId, t.status),
    index('bills_user_status_idx').on(t.userId, t.status),
  ],
);

/**
 * The last invoice number an issuer (tenant) gave in a calendar year (art. 21 DPR 633/1972: progressive, no gaps).
 * The row is incremented inside the transaction that inserts the bill, so it stays locked until that commits and
 * a rolled-back bill gives its number back; two servers issuing at once number one after the other.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    tenantId: integer('tenant_id').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ name: 'invoice_counters_pkey', columns: [t.tenantId, t.year] }),
    fkey(t.tenantId, tenants.id),
  ],
);

/**
 * The credit note (nota di credito, FatturaPA TD04) that cancels an issued bill in full: a refund or a cancelled or
 * wrong bill (docs/decisions/payments-credit-notes.md). It takes its number from the same invoice_counters row as
 * the bills (trigger credit_notes_invoice_number, migration 0018): one sequence per issuer and year, no gaps. One per
 * bill; the bill's rows stay on it, credited, and are not billed again.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: integer('tenant_id').notNull(),
    billId: uuid('bill_id').notNull(),
    issueDate: date('issue_date').notNull(),
    invoiceYear: integer('invoice_year').notNull().default(0),
    invoiceNumber: integer('invoice_number').notNull().default(0),
    reason: text('reason').notNull(),
    billAmountCents: integer('bill_amount_cents').notNull(),
    taxAmountCents: integer('tax_amount_cents').notNull(),
    totalDueCents: integer('total_due_cents').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fkey(t.tenantId, tenants.id),
    fkey(t.billId, bills.id),
    fkey(t.createdBy, users.id),
    unique('credit_notes_bill_id_key').on(t.billId),
    unique('credit_notes_tenant_invoice_number_key').on(t.tenantId, t.invoiceYear, t.invoiceNumber),
    checkOf(t.invoiceNumber, 'invoice_number > 0'),
  ],
);

/**
 * The issuer of a tenant's invoices (the FatturaPA's CedentePrestatore), one row per tenant, saved by its
 * administrators through "Dati di fatturazione" (InvoiceIssuerSchema checks every field first). Every FatturaPA file
 * reads it; the INVOICE_* configuration pairs it replaces were copied in by the custom migration
 * invoice_issuers_from_config
 * (docs/decisions/payments-issuer-data.md).
 */
export const invoiceIssuers = pgTable(
  'invoice_issuers',
  {
    tenantId: integer('tenant_id').primaryKey(),
    name: text('name').notNull(),
    vatNumber: text('vat_number').notNull(),
    fiscalCode: text('fiscal_code'),
    taxRegime: text('tax_regime', { enum: TAX_REGIMES }).notNull(),
    street: text('street').notNull(),
    civic: text('civic'),
    cap: text('cap').notNull(),
    city: text('city').notNull(),
    province: text('province'),
    country: text('country').notNull().default('IT'),
    reaOffice: text('rea_office'),
    reaNumber: text('rea_number'),
    email: text('email'),
    phone: text('phone'),
    iban: text('iban'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    fkey(t.tenantId, tenants.id, 'cascade'),
    fkey(t.updatedBy, users.id, 'set null'),
    checkIn(t.taxRegime, TAX_REGIMES),
  ],
);
