import {
  FileDownloadSchema,
  forbidden,
  listResultSchema,
  TICKET_STATUS_LABELS,
  TicketListQuerySchema,
  TicketMessageSchema,
  TicketReplyAnswerSchema,
  TicketSchema,
  type TicketStatus,
} from '@hrwe/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../platform/audit';
import { callerOfSession } from '../../platform/auth/caller';
import { requireActiveUser } from '../../platform/auth/guards';
import { filterWords } from '../../platform/exports/filters';
import { sendExport } from '../../platform/exports/send-export';
import { sendDownload } from '../../platform/files/storage';
import { attachmentRule, readForm } from '../../platform/files/upload';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { allRows } from '../../platform/listing';
import { listQueries, type TicketRow } from './tickets.repository';
import {
  downloadTicketFile,
  listTickets,
  openTicket,
  replyToTicket,
  ticketDetail,
  ticketThread,
} from './tickets.service';

const ThreadParams = z.object({ threadId: z.guid({ error: 'NOT_FOUND' }) });
const BASE = '/communication/assistenza';

const exportColumns = (admin: boolean) => [
  { header: 'Data', value: (r: TicketRow) => r.insertDateTime, kind: 'dateTime' as const },
  ...(admin ? [{ header: 'Cliente', value: (r: TicketRow) => r.userEmail }] : []),
  { header: 'Oggetto', value: (r: TicketRow) => r.subject },
  { header: 'Messaggio', value: (r: TicketRow) => r.message, width: 50 },
  { header: 'Stato', value: (r: TicketRow) => TICKET_STATUS_LABELS[r.status] },
];

/** Support tickets (/api/communication/assistenza/…). */
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  const list = async (
    request: FastifyRequest<{ Querystring: z.infer<typeof TicketListQuerySchema> }>,
    reply: FastifyReply,
  ) => {
    const s = requireActiveUser(request);
    const c = callerOfSession(s, request.tenant.id);
    const q = request.query;
    if (q.format) {
      await audit(deps.db, {
        tenantId: c.tenantId,
        userId: c.userId,
        action: `export.${q.format}`,
        subjectType: 'tickets',
        subjectId: '*',
      });
      return sendExport(reply, q.format, {
        fileName: 'Assistenza - HRWE',
        sheetName: 'Assistenza',
        title: 'Assistenza',
        filters: filterWords(q, {
          status: ['Stato', (v) => TICKET_STATUS_LABELS[v as TicketStatus] ?? v],
          dateFrom: 'Dal',
          dateTo: 'Al',
        }),
        orientation: 'landscape',
        columns: exportColumns(c.admin),
        rows: allRows(deps.db, listQueries(deps.db, c, q).all()),
      });
    }
    return listTickets(deps, c, q);
  };
  const listSchema = {
    tags: ['tickets'],
    summary: 'Tickets (HR user: own; administrator: the tenant’s), 20 per page, newest first',
    querystring: TicketListQuerySchema,
    response: { 200: listResultSchema(TicketSchema) },
  };
  app.get(`${BASE}/parent/list/user`, { config: { access: 'activeUser' }, schema: listSchema }, list);
  app.get(`${BASE}/parent/list`, { config: { access: 'activeUser' }, schema: listSchema }, list);

  app.post(
    `${BASE}/parent/new`,
    {
      config: { access: 'activeUser', upload: attachmentRule },
      schema: {
        tags: ['tickets'],
        summary: 'Open a ticket (HR user; multipart or JSON: subject, message, file?)',
        response: { 201: TicketSchema },
      },
    },
    async (request, reply) => {
      const s = requireActiveUser(request);
      const c = callerOfSession(s, request.tenant.id);
      if (c.admin) throw forbidden();
      const form = await readForm(request);
      const key = idempotencyKeyOf(request.headers);
      return reply.status(201).send(await openTicket(deps, c, request.tenant, form, key));
    },
  );

  app.get(
    `${BASE}/parent/:threadId`,
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['tickets'],
        summary: 'A ticket',
        params: ThreadParams,
        response: { 200: TicketSchema },
      },
    },
    async (request) => {
      const s = requireActiveUser(request);
      return ticketDetail(deps, callerOfSession(s, request.tenant.id), request.params.threadId);
    },
  );

  app.get(
    `${BASE}/list/:threadId`,
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['tickets'],
        summary: 'The replies of a ticket, oldest first',
        params: ThreadParams,
        response: { 200: z.array(TicketMessageSchema) },
      },
    },
    async (request) => {
      const s = requireActiveUser(request);
      return ticketThread(deps, callerOfSession(s, request.tenant.id), request.params.threadId);
    },
  );

  app.post(
    `${BASE}/new`,
    {
      config: { access: 'activeUser', upload: attachmentRule },
      schema: {
        tags: ['tickets'],
        summary:
          'Reply (multipart or JSON: threadId, message, file?, status — honoured for administrators only)',
        response: { 201: TicketReplyAnswerSchema },
      },
    },
    async (request, reply) => {
      const s = requireActiveUser(request);
      const form = await readForm(request);
      return reply
        .status(201)
        .send(await replyToTicket(deps, callerOfSession(s, request.tenant.id), request.tenant, form));
    },
  );

  app.get(
    `${BASE}/file/:fileId`,
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['tickets'],
        summary: 'Download an attachment of a ticket or reply the caller may see',
        params: z.object({ fileId: z.guid({ error: 'NOT_FOUND' }) }),
        response: { 200: FileDownloadSchema },
      },
    },
    async (request, reply) => {
      const s = requireActiveUser(request);
      const file = await downloadTicketFile(
        deps,
        callerOfSession(s, request.tenant.id),
        request.params.fileId,
      );
      return sendDownload(reply, file);
    },
  );
};
