import { z } from 'zod';
import { operation } from '../api/operation';
import { FileDownloadSchema } from '../common/answers.schemas';
import { listResultSchema } from '../common/listing';
import { UuidSchema, uuidParams } from '../common/params.schemas';
import { InvoiceIssuerAnswerSchema, InvoiceIssuerSchema } from './invoice-issuer.schemas';
import {
  BillSchema,
  BillStatusAnswerSchema,
  CreditNoteBodySchema,
  IssueBillsAnswerSchema,
  MonthOptionSchema,
  PaymentDashboardSchema,
  RegisterPaymentRowSchema,
  RegisterPaymentStatusAnswerSchema,
} from './payment.schemas';
import { paymentStatusSchema } from './payment.states';
import { BillListQuerySchema, IssueBillsBodySchema, RegisterListQuerySchema } from './payment-list.schemas';

const REGISTER = '/api/payment/register';
const BILL = '/api/payment/bill';
const tags = ['payments'] as const;
const statusParams = z.object({ id: UuidSchema, status: paymentStatusSchema });
const monthOptions = {
  method: 'GET',
  access: 'activeUser',
  tags,
  summary: 'The 12 months of last year and the 12 of this year',
  responses: { 200: z.array(MonthOptionSchema) },
} as const;

/** Consumption rows, bills and their invoices, the payments dashboard figures. */
export const paymentOperations = {
  registerList: operation({
    method: 'GET',
    path: `${REGISTER}/get/list`,
    access: 'activeUser',
    tags,
    summary: 'Consumption rows (month, unpaid or all); format=xlsx|pdf exports them',
    query: RegisterListQuerySchema,
    responses: { 200: listResultSchema(RegisterPaymentRowSchema) },
  }),
  registerStatus: operation({
    method: 'PATCH',
    path: `${REGISTER}/update/status/:id/:status`,
    access: 'admin',
    tags,
    summary: 'Administrator: mark an unbilled consumption row PAID or UN_PAID',
    params: statusParams,
    responses: { 200: RegisterPaymentStatusAnswerSchema },
    errors: ['PAYMENT_ROW_BILLED'],
  }),
  /** The month picker of both lists: the specification names one URL per list for the same 24 months. */
  registerMonths: operation({ ...monthOptions, path: `${REGISTER}/month/options` }),
  billMonths: operation({ ...monthOptions, path: `${BILL}/month/options` }),
  billList: operation({
    method: 'GET',
    path: `${BILL}/get/list`,
    access: 'activeUser',
    tags,
    summary: 'Bills, newest expiry first (administrators may filter by client); format=xlsx|pdf exports them',
    query: BillListQuerySchema,
    responses: { 200: listResultSchema(BillSchema) },
  }),
  bill: operation({
    method: 'GET',
    path: `${BILL}/get/detail/:id`,
    access: 'activeUser',
    tags,
    summary: 'One bill',
    params: uuidParams('id'),
    responses: { 200: BillSchema },
  }),
  billStatus: operation({
    method: 'PATCH',
    path: `${BILL}/update/status/:id/:status`,
    access: 'admin',
    tags,
    summary: 'Administrator: mark a bill (and its rows) PAID or UN_PAID',
    params: statusParams,
    responses: { 200: BillStatusAnswerSchema },
  }),
  uploadInvoice: operation({
    method: 'POST',
    path: `${BILL}/upload/:id`,
    access: 'admin',
    tags,
    summary: 'Administrator: upload the invoice PDF of an unpaid bill (multipart, field file)',
    params: uuidParams('id'),
    multipart: true,
    responses: { 200: BillSchema },
    errors: ['BILL_ALREADY_PAID', 'FILE_REQUIRED', 'FILE_WRONG_TYPE', 'FILE_TOO_LARGE'],
  }),
  invoice: operation({
    method: 'GET',
    path: `${BILL}/:id/invoice`,
    access: 'activeUser',
    tags,
    summary: 'Download the invoice PDF of a bill',
    params: uuidParams('id'),
    responses: { 200: FileDownloadSchema },
  }),
  fatturaPa: operation({
    method: 'GET',
    path: `${BILL}/:id/fatturapa`,
    access: 'admin',
    tags,
    summary:
      'Administrator: the FatturaPA 1.2.2 (FPR12) XML of a bill, to send through the SDI or an intermediary; 409 INVOICE_DATA_MISSING names what is missing',
    params: uuidParams('id'),
    responses: { 200: FileDownloadSchema },
    errors: ['INVOICE_DATA_MISSING'],
  }),
  dashboard: operation({
    method: 'GET',
    path: `${BILL}/dashboard`,
    access: 'activeUser',
    tags,
    summary: 'consumptionOfTheMonth (taxable cents), paidInvoices, unPaidInvoices',
    responses: { 200: PaymentDashboardSchema },
  }),
  issuableMonths: operation({
    method: 'GET',
    path: `${BILL}/issue/months`,
    access: 'admin',
    tags,
    summary:
      'Administrator: the ended months with unbilled consumption (what "Emetti fatture del mese" offers)',
    responses: { 200: z.array(MonthOptionSchema) },
  }),
  issue: operation({
    method: 'POST',
    path: `${BILL}/issue`,
    access: 'admin',
    tags,
    summary:
      "Administrator: issue the tenant's bills of an ended month now (what the monthly job does); MONTH_NOT_ENDED for the current or a future month",
    body: IssueBillsBodySchema,
    responses: { 200: IssueBillsAnswerSchema },
    errors: ['MONTH_NOT_ENDED'],
  }),
  creditNote: operation({
    method: 'POST',
    path: `${BILL}/:id/credit-note`,
    access: 'admin',
    tags,
    summary:
      'Administrator: issue the credit note (TD04) cancelling a bill in full, with its reason; the bill answers with it',
    params: uuidParams('id'),
    body: CreditNoteBodySchema,
    responses: { 201: BillSchema },
    errors: ['VALIDATION_FAILED', 'BILL_ALREADY_CREDITED'],
  }),
  creditNoteFatturaPa: operation({
    method: 'GET',
    path: `${BILL}/:id/credit-note/fatturapa`,
    access: 'admin',
    tags,
    summary:
      'Administrator: the FatturaPA (TD04) XML of the credit note of a bill; 404 when the bill has none',
    params: uuidParams('id'),
    responses: { 200: FileDownloadSchema },
    errors: ['INVOICE_DATA_MISSING'],
  }),
  issuer: operation({
    method: 'GET',
    path: '/api/payment/issuer',
    access: 'admin',
    tags,
    summary:
      "Administrator: the tenant's invoice issuer data (the FatturaPA's CedentePrestatore), null until saved",
    responses: { 200: InvoiceIssuerAnswerSchema },
  }),
  saveIssuer: operation({
    method: 'PUT',
    path: '/api/payment/issuer',
    access: 'admin',
    tags,
    summary:
      "Administrator: save the tenant's invoice issuer data (name, partita IVA, tax regime, seat, REA, contacts, IBAN); every FatturaPA file reads them",
    body: InvoiceIssuerSchema,
    responses: { 200: InvoiceIssuerAnswerSchema },
    errors: ['VALIDATION_FAILED'],
  }),
};
