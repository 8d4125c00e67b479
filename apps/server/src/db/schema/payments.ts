import { date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const registerPayments = pgTable('register_payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: integer('tenant_id').notNull(),
  userId: uuid('user_id').notNull(),
  candidateId: uuid('candidate_id').notNull().unique(),
  requestNumber: text('request_number').notNull(),
  priceCents: integer('price_cents').notNull(),
  month: text('month').notNull(),
  status: text('status').$type<'PAID' | 'UN_PAID'>().notNull().default('UN_PAID'),
  paymentDate: timestamp('payment_date', { withTimezone: true }),
  billId: uuid('bill_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bills = pgTable('bills', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: integer('tenant_id').notNull(),
  userId: uuid('user_id').notNull(),
  month: text('month').notNull(),
  noOfReports: integer('no_of_reports').notNull(),
  billAmountCents: integer('bill_amount_cents').notNull(),
  taxAmountCents: integer('tax_amount_cents').notNull(),
  totalDueCents: integer('total_due_cents').notNull(),
  expiryDate: date('expiry_date').notNull(),
  status: text('status').$type<'PAID' | 'UN_PAID'>().notNull().default('UN_PAID'),
  invoiceFileId: uuid('invoice_file_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
