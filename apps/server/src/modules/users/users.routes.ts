import {
  allowedUserActions,
  ClientCostAnswerSchema,
  ClientDetailSchema,
  ClientReportDefaultAnswerSchema,
  ClientRowSchema,
  ClientStatusAnswerSchema,
  CostInputSchema,
  FileDownloadSchema,
  listResultSchema,
  notFound,
  PAGE_SIZE,
  ReportDefaultBodySchema,
  USER_STATUS_LABELS,
  UserListQuerySchema,
  type UserStatus,
  UserStatusChangeInputSchema,
} from '@hrwe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../platform/audit';
import { requireAdmin } from '../../platform/auth/guards';
import { filterWords } from '../../platform/exports/filters';
import { sendExport } from '../../platform/exports/send-export';
import { sendDownload } from '../../platform/files/storage';
import { allRows, pageOf } from '../../platform/listing';
import { clientList } from './users.repository';
import {
  changeClientStatus,
  clientContractFileId,
  clientDetail,
  setClientCost,
  setClientReportDefault,
  USERS_EXPORT,
} from './users.service';

const IdParams = z.object({ id: z.string().max(64) });

/** Administration of HR users (clients): list and export, status changes, detail, contract, price form. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.db;

  app.get(
    '/user/client/all',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'HR users of the tenant (administrator); format=xlsx|pdf exports every matching row',
        querystring: UserListQuerySchema,
        response: { 200: listResultSchema(ClientRowSchema) },
      },
    },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      const query = request.query;
      const list = clientList(db, request.tenant.id, query);
      if (query.format) {
        await audit(db, {
          tenantId: request.tenant.id,
          userId: user.id,
          action: `export.${query.format}`,
          subjectType: 'users',
          subjectId: 'client/all',
        });
        return sendExport(reply, query.format, {
          ...USERS_EXPORT,
          filters: filterWords(query, {
            q: 'Ricerca',
            status: ['Stato', (v) => USER_STATUS_LABELS[v as UserStatus] ?? v],
          }),
          rows: allRows(db, list.all()),
        });
      }
      const page = await pageOf(query, PAGE_SIZE.users, list.rows, list.count);
      return {
        ...page,
        data: page.data.map((r) => ({
          ...r,
          registrationDate: r.registrationDate.toISOString(),
          allowedActions: allowedOf(r.status),
        })),
      };
    },
  );

  app.post(
    '/user/update/status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Approve, refuse, disable or re-enable an HR user (administrator)',
        body: UserStatusChangeInputSchema,
        response: { 200: ClientStatusAnswerSchema },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      return changeClientStatus(app.deps, request.tenant, user.id, request.body);
    },
  );

  app.get(
    '/user/client/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'One HR user in full (administrator)',
        params: IdParams,
        response: { 200: ClientDetailSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return clientDetail(db, request.tenant.id, request.params.id);
    },
  );

  app.get(
    '/user/client/:id/contract',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: "Download an HR user's signed contract (administrator)",
        params: IdParams,
        response: { 200: FileDownloadSchema },
      },
    },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      const fileId = await clientContractFileId(db, request.tenant.id, request.params.id);
      const file = await app.deps.files.get(request.tenant.id, fileId);
      if (!file) throw notFound();
      await audit(db, {
        tenantId: request.tenant.id,
        userId: user.id,
        action: 'contract.download',
        subjectType: 'user',
        subjectId: request.params.id,
      });
      return sendDownload(reply, file);
    },
  );

  app.post(
    '/user/client/cost/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Set the price of a single report, in euros (administrator); stored in cents',
        params: IdParams,
        body: CostInputSchema,
        response: { 200: ClientCostAnswerSchema },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      return setClientCost(db, request.tenant.id, user.id, request.params.id, request.body.cost);
    },
  );

  app.post(
    '/user/client/reportDefault/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: "Set the HR user's default provider set, 'cc' or 'ce' (administrator)",
        params: IdParams,
        body: ReportDefaultBodySchema,
        response: { 200: ClientReportDefaultAnswerSchema },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      return setClientReportDefault(db, request.tenant.id, user.id, request.params.id, request.body);
    },
  );
};

const allowedOf = (status: UserStatus) => allowedUserActions(status);
