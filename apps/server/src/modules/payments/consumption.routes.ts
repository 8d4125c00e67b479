import {
  ListQuerySchema,
  listResultSchema,
  monthValueSchema,
  PAYMENT_LIST_MODES,
  paymentStatusSchema,
  RegisterPaymentRowSchema,
  RegisterPaymentStatusAnswerSchema,
} from '@hrwe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/caller';
import { requireAdmin } from '../../platform/auth/guards';
import { sendExport } from '../../platform/exports/send-export';
import {
  changeRegisterPaymentStatus,
  exportRegisterPayments,
  listRegisterPayments,
  registerFilters,
} from './consumption.service';
import { auditPaymentExport } from './payments.scope';

/** Administrators' client filter: part of the client's e-mail or company name ('' is no filter). */
export const clientFilterSchema = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.string().trim().max(100, 'TEXT_TOO_LONG').optional(),
);

const RegisterListQuerySchema = ListQuerySchema.extend({
  mode: z.enum(PAYMENT_LIST_MODES).default('all'),
  month: monthValueSchema.optional(),
  client: clientFilterSchema,
});

export const consumptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/payment/register/get/list',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['payments'],
        summary: 'Consumption rows (month, unpaid or all); format=xlsx|pdf exports them',
        querystring: RegisterListQuerySchema,
        response: { 200: listResultSchema(RegisterPaymentRowSchema) },
      },
    },
    async (request, reply) => {
      const scope = callerOf(request);
      const { mode, month, client, ...query } = request.query;
      const filters = registerFilters({ mode, month, client }, new Date());
      if (query.format) {
        await auditPaymentExport(db, request, 'payment-register', query.format);
        return sendExport(reply, query.format, exportRegisterPayments(db, scope, filters, query));
      }
      return listRegisterPayments(db, scope, filters, query);
    },
  );

  app.patch(
    '/payment/register/update/status/:id/:status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        summary: 'Administrator: mark a consumption row PAID or UN_PAID',
        params: z.object({ id: z.guid(), status: paymentStatusSchema }),
        response: { 200: RegisterPaymentStatusAnswerSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      const scope = callerOf(request);
      return changeRegisterPaymentStatus(db, scope, request.params.id, request.params.status, new Date());
    },
  );
};
