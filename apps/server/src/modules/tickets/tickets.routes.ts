import { TICKET_STATUS_LABELS, type TicketStatus, ticketOperations } from '@hrwe/domain';
import { audit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/caller';
import { filterWords } from '../../platform/exports/filters';
import { sendExport } from '../../platform/exports/send-export';
import { sendDownload } from '../../platform/files/storage';
import { attachmentRule, readForm } from '../../platform/files/upload';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { allRows } from '../../platform/listing';
import { type Handler, operationRoutes } from '../../platform/operations';
import { listQueries, type TicketRow } from './tickets.repository';
import {
  downloadTicketFile,
  listTickets,
  openTicket,
  replyToTicket,
  ticketDetail,
  ticketThread,
} from './tickets.service';

const exportColumns = (c: Caller) => [
  { header: 'Data', value: (r: TicketRow) => r.insertDateTime, kind: 'dateTime' as const },
  ...(c.admin ? [{ header: 'Cliente', value: (r: TicketRow) => r.userEmail }] : []),
  { header: 'Oggetto', value: (r: TicketRow) => r.subject },
  { header: 'Messaggio', value: (r: TicketRow) => r.message, width: 50 },
  { header: 'Stato', value: (r: TicketRow) => TICKET_STATUS_LABELS[r.status] },
];

const list: Handler<typeof ticketOperations.list> = async ({ caller, query: q, deps, reply }) => {
  if (!q.format) return listTickets(deps, caller, q);
  await audit(deps.db, {
    tenantId: caller.tenantId,
    userId: caller.userId,
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
    columns: exportColumns(caller),
    rows: allRows(deps.db, listQueries(deps.db, caller, q).all()),
  });
};

/** Support tickets (/api/communication/assistenza/…). */
export const ticketRoutes = operationRoutes(ticketOperations, {
  list,
  listOwn: list,
  open: {
    upload: attachmentRule,
    handler: async ({ caller, deps, tenant, request }) =>
      openTicket(deps, caller, tenant, await readForm(request), idempotencyKeyOf(request.headers)),
  },
  get: ({ caller, deps, params }) => ticketDetail(deps, caller, params.threadId),
  thread: ({ caller, deps, params }) => ticketThread(deps, caller, params.threadId),
  reply: {
    upload: attachmentRule,
    handler: async ({ caller, deps, tenant, request }) =>
      replyToTicket(deps, caller, tenant, await readForm(request)),
  },
  file: async ({ caller, deps, params, reply }) =>
    sendDownload(reply, await downloadTicketFile(deps, caller, params.fileId)),
});
