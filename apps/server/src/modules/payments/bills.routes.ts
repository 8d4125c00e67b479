import {
  BillSchema,
  BillStatusAnswerSchema,
  FileDownloadSchema,
  IssueBillsAnswerSchema,
  isoMonth,
  issuableMonths,
  ListQuerySchema,
  listResultSchema,
  MonthOptionSchema,
  monthLabel,
  monthValueSchema,
  PaymentDashboardSchema,
  paymentStatusSchema,
} from '@hrwe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../platform/audit';
import { callerOf } from '../../platform/auth/caller';
import { requireAdmin } from '../../platform/auth/guards';
import { sendExport } from '../../platform/exports/send-export';
import { sendDownload } from '../../platform/files/storage';
import { pdfRule, readUpload } from '../../platform/files/upload';
import { issueBills } from './bills.issue';
import { unbilledMonths } from './bills.repository';
import {
  billDetail,
  changeBillStatus,
  exportBills,
  invoiceFile,
  listBills,
  paymentDashboard,
  uploadInvoice,
} from './bills.service';
import { clientFilterSchema } from './consumption.routes';
import { billFatturaPa } from './fatturapa.service';
import { auditPaymentExport } from './payments.scope';

const IdParams = z.object({ id: z.guid() });

export const billRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app.deps;

  app.get(
    '/payment/bill/get/list',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['payments'],
        summary:
          'Bills, newest expiry first (administrators may filter by client); format=xlsx|pdf exports them',
        querystring: ListQuerySchema.extend({ client: clientFilterSchema }),
        response: { 200: listResultSchema(BillSchema) },
      },
    },
    async (request, reply) => {
      const scope = callerOf(request);
      if (request.query.format) {
        await auditPaymentExport(db, request, 'payment-bills', request.query.format);
        return sendExport(reply, request.query.format, exportBills(db, scope, request.query));
      }
      return listBills(db, scope, request.query);
    },
  );

  app.get(
    '/payment/bill/get/detail/:id',
    {
      config: { access: 'activeUser' },
      schema: { tags: ['payments'], summary: 'One bill', params: IdParams, response: { 200: BillSchema } },
    },
    async (request) => billDetail(db, callerOf(request), request.params.id),
  );

  app.patch(
    '/payment/bill/update/status/:id/:status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        summary: 'Administrator: mark a bill (and its rows) PAID or UN_PAID',
        params: z.object({ id: z.guid(), status: paymentStatusSchema }),
        response: { 200: BillStatusAnswerSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      const scope = callerOf(request);
      return changeBillStatus(db, scope, request.params.id, request.params.status, new Date());
    },
  );

  app.post(
    '/payment/bill/upload/:id',
    {
      config: { access: 'admin', upload: pdfRule },
      schema: {
        tags: ['payments'],
        summary: 'Administrator: upload the invoice PDF of an unpaid bill (multipart, field file)',
        params: IdParams,
        response: { 200: BillSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      const scope = callerOf(request);
      return uploadInvoice(app.deps, scope, request.params.id, async () => (await readUpload(request))!);
    },
  );

  app.get(
    '/payment/bill/:id/invoice',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['payments'],
        summary: 'Download the invoice PDF of a bill',
        params: IdParams,
        response: { 200: FileDownloadSchema },
      },
    },
    async (request, reply) => {
      const file = await invoiceFile(db, files, callerOf(request), request.params.id);
      return sendDownload(reply, file);
    },
  );

  app.get(
    '/payment/bill/:id/fatturapa',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        summary:
          'Administrator: the FatturaPA 1.2.2 (FPR12) XML of a bill, to send through the SDI or an intermediary; 409 INVOICE_DATA_MISSING names what is missing',
        params: IdParams,
        response: { 200: FileDownloadSchema },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      return sendDownload(reply, await billFatturaPa(app.deps, callerOf(request), request.params.id));
    },
  );

  app.get(
    '/payment/bill/dashboard',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['payments'],
        summary: 'consumptionOfTheMonth (taxable cents), paidInvoices, unPaidInvoices',
        response: { 200: PaymentDashboardSchema },
      },
    },
    async (request) => paymentDashboard(db, callerOf(request), new Date()),
  );

  app.get(
    '/payment/bill/issue/months',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        summary:
          'Administrator: the ended months with unbilled consumption (what "Emetti fatture del mese" offers)',
        response: { 200: z.array(MonthOptionSchema) },
      },
    },
    async (request) => {
      requireAdmin(request);
      const now = new Date();
      const months = issuableMonths(await unbilledMonths(db, request.tenant.id, isoMonth(now)), now);
      return months.map((value) => ({ value, label: monthLabel(value) }));
    },
  );

  app.post(
    '/payment/bill/issue',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        summary:
          "Administrator: issue the tenant's bills of an ended month now (what the monthly job does); MONTH_NOT_ENDED for the current or a future month",
        body: z.object({ month: monthValueSchema }),
        response: { 200: IssueBillsAnswerSchema },
      },
    },
    async (request) => {
      const session = requireAdmin(request);
      const done = await issueBills(app.deps, {
        month: request.body.month,
        now: new Date(),
        tenantId: request.tenant.id,
      });
      await audit(db, {
        tenantId: request.tenant.id,
        userId: session.user.id,
        action: 'bill.issue',
        subjectType: 'payment-bills',
        subjectId: request.body.month,
      });
      return done;
    },
  );
};
