import { z } from 'zod';
import { PAYMENT_STATUSES } from './payment.states';

const status = z.enum(PAYMENT_STATUSES);

/** A consumption row of GET /api/payment/register/get/list; the price in cents. */
export const RegisterPaymentRowSchema = z.object({
  id: z.string(),
  month: z.string(),
  requestNumber: z.string(),
  candidateUuid: z.string(),
  candidateFirstName: z.string().nullable(),
  candidateLastName: z.string().nullable(),
  candidateEmail: z.string().nullable(),
  paymentDate: z.string().nullable(),
  createDate: z.string(),
  /** The row's paid state; once billed (billId set) it is the bill's, changed on the bill only. */
  status,
  billId: z.string().nullable(),
  priceCents: z.number().int(),
  hrUserEmail: z.string().nullable(),
});
export type RegisterPayment = z.infer<typeof RegisterPaymentRowSchema>;

/**
 * The credit note (FatturaPA TD04) that cancels a bill in full: its own number in the issuer's invoice sequence
 * ('number/year'), its date, the administrator's reason, the amounts it credits (the bill's).
 */
export const CreditNoteSchema = z.object({
  id: z.string(),
  number: z.string(),
  issueDate: z.string(),
  reason: z.string(),
  billAmountCents: z.number().int(),
  taxAmountCents: z.number().int(),
  totalDueCents: z.number().int(),
});
export type CreditNote = z.infer<typeof CreditNoteSchema>;

/** What the administrator writes to issue a bill's credit note: why (printed as the document's Causale). */
export const CreditNoteBodySchema = z.object({
  reason: z
    .string({ error: 'CREDIT_NOTE_REASON_REQUIRED' })
    .trim()
    .min(3, 'CREDIT_NOTE_REASON_REQUIRED')
    .max(200, 'TEXT_TOO_LONG'),
});
export type CreditNoteBody = z.infer<typeof CreditNoteBodySchema>;

/** A bill of GET /api/payment/bill/get/list and get/detail/{id}; amounts in cents. */
export const BillSchema = z.object({
  id: z.string(),
  /** The invoice's number, 'number/year' (progressive per issuer and calendar year), and its date yyyy-MM-dd. */
  invoiceNumber: z.string(),
  issueDate: z.string(),
  month: z.string(),
  hrUserEmail: z.string().nullable(),
  expiryDate: z.string(),
  status,
  noOfReports: z.number().int(),
  billAmountCents: z.number().int(),
  taxAmountCents: z.number().int(),
  totalDueCents: z.number().int(),
  hasInvoice: z.boolean(),
  invoiceName: z.string().nullable(),
  createDate: z.string(),
  /** The credit note that cancelled the bill, if any: a credited bill is no longer owed. */
  creditNote: CreditNoteSchema.nullable(),
});
export type Bill = z.infer<typeof BillSchema>;

/** A month of the lists' month picker (the type is common/dates' MonthOption). */
export const MonthOptionSchema = z.object({ value: z.string(), label: z.string() });

/** A bill's new state and the consumption rows that now show it. */
export const BillStatusAnswerSchema = z.object({ id: z.string(), status, rows: z.number().int() });
export type BillStatusAnswer = z.infer<typeof BillStatusAnswerSchema>;
export const RegisterPaymentStatusAnswerSchema = z.object({
  id: z.string(),
  status,
  paymentDate: z.string().nullable(),
});

/** The payments dashboard: the month's consumption (taxable cents) and the paid and unpaid bills. */
export const PaymentDashboardSchema = z.object({
  consumptionOfTheMonth: z.number().int(),
  paidInvoices: z.number().int(),
  unPaidInvoices: z.number().int(),
});
export type PaymentDashboard = z.infer<typeof PaymentDashboardSchema>;

/**
 * The answer of issuing a month's bills now: bills issued by this call, the month's bills in all, and the late rows
 * whose user's bill of the month already existed (they go on the next bill).
 */
export const IssueBillsAnswerSchema = z.object({
  issued: z.number().int(),
  total: z.number().int(),
  deferred: z.number().int(),
});
export type IssueBillsAnswer = z.infer<typeof IssueBillsAnswerSchema>;
