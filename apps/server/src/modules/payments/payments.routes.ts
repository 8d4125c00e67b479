import { monthOptions, paymentOperations } from '@hrwe/domain';
import type { FastifyInstance } from 'fastify';
import { sendExport } from '../../platform/exports/send-export';
import { sendDownload } from '../../platform/files/storage';
import { pdfRule, readUpload } from '../../platform/files/upload';
import { type Handler, operationRoutes } from '../../platform/operations';
import { defineIssueBillsJob } from './bills.issue';
import {
  billDetail,
  changeBillStatus,
  exportBills,
  invoiceFile,
  issuableMonthOptions,
  issueBillsNow,
  issueCreditNote,
  listBills,
  paymentDashboard,
  uploadInvoice,
} from './bills.service';
import {
  changeRegisterPaymentStatus,
  exportRegisterPayments,
  listRegisterPayments,
  registerFilters,
} from './consumption.service';
import { billFatturaPa } from './fatturapa.service';
import { invoiceIssuerOf, saveInvoiceIssuer } from './invoice-issuer.service';
import { auditPaymentExport } from './payments.audit';

const registerList: Handler<typeof paymentOperations.registerList> = async ({
  caller,
  query,
  deps,
  reply,
}) => {
  const { mode, month, client, ...list } = query;
  const filters = registerFilters({ mode, month, client }, new Date());
  if (!list.format) return listRegisterPayments(deps.db, caller, filters, list);
  await auditPaymentExport(deps.db, caller, 'payment-register', list.format);
  return sendExport(reply, list.format, exportRegisterPayments(deps.db, caller, filters, list));
};

const billList: Handler<typeof paymentOperations.billList> = async ({ caller, query, deps, reply }) => {
  if (!query.format) return listBills(deps.db, caller, query);
  await auditPaymentExport(deps.db, caller, 'payment-bills', query.format);
  return sendExport(reply, query.format, exportBills(deps.db, caller, query));
};

const months = () => monthOptions(new Date());

const routes = operationRoutes(paymentOperations, {
  registerList,
  registerStatus: ({ caller, params, deps }) =>
    changeRegisterPaymentStatus(deps.db, caller, params.id, params.status, new Date()),
  registerMonths: months,
  billMonths: months,
  billList,
  bill: ({ caller, params, deps }) => billDetail(deps.db, caller, params.id),
  billStatus: ({ caller, params, deps }) =>
    changeBillStatus(deps.db, caller, params.id, params.status, new Date()),
  uploadInvoice: {
    upload: pdfRule,
    handler: ({ caller, params, deps, request }) =>
      uploadInvoice(deps, caller, params.id, async () => (await readUpload(request))!),
  },
  invoice: async ({ caller, params, deps, reply }) =>
    sendDownload(reply, await invoiceFile(deps.db, deps.files, caller, params.id)),
  fatturaPa: async ({ caller, params, deps, reply }) =>
    sendDownload(reply, await billFatturaPa(deps, caller, params.id)),
  dashboard: ({ caller, deps }) => paymentDashboard(deps.db, caller, new Date()),
  issuableMonths: ({ caller, deps }) => issuableMonthOptions(deps.db, caller, new Date()),
  issue: ({ caller, body, deps }) => issueBillsNow(deps, caller, body.month, new Date()),
  creditNote: ({ caller, params, body, deps }) =>
    issueCreditNote(deps.db, caller, params.id, body.reason, new Date()),
  creditNoteFatturaPa: async ({ caller, params, deps, reply }) =>
    sendDownload(reply, await billFatturaPa(deps, caller, params.id, true)),
  issuer: ({ caller, deps }) => invoiceIssuerOf(deps.db, caller),
  saveIssuer: ({ caller, body, deps }) => saveInvoiceIssuer(deps.db, caller, body),
});

/** Consumption rows, bills and invoices, the payments dashboard figures, and the monthly bills job. */
export const paymentsRoutes = async (app: FastifyInstance) => {
  defineIssueBillsJob(app.deps.jobs, app.deps);
  await app.register(routes);
};
