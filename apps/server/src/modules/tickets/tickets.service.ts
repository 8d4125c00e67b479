import {
  badRequest,
  CreateTicketSchema,
  conflict,
  fieldErrors,
  forbidden,
  notFound,
  PAGE_SIZE,
  ReplySchema,
  statusAfterReply,
  TICKET_STATUS_LABELS,
  type TicketListQuery,
} from '@hrwe/domain';
import { type Executor, inTx } from '../../db/executor';
import type { AppDeps } from '../../deps';
import type { Caller } from '../../platform/auth/caller';
import type { Upload } from '../../platform/files/upload';
import { once, payloadHash } from '../../platform/idempotency';
import { pageOf } from '../../platform/listing';
import { publicBaseUrl } from '../../platform/public-url';
import type { Tenant } from '../../platform/tenancy';
import { ticketOpenedMail, ticketReplyMail } from './tickets.mails';
import {
  fileVisible,
  findTicket,
  insertTicket,
  insertTicketMessage,
  listQueries,
  lockTicketStatus,
  setTicketStatus,
  type TicketRow,
  tenantAdmins,
  threadOf,
} from './tickets.repository';

type Deps = Pick<AppDeps, 'db' | 'files' | 'mailer' | 'config'>;
type Form = { fields: Record<string, string>; file: Upload | null };

const fullName = (first: string | null, last: string | null, fallback: string) =>
  [first, last].filter(Boolean).join(' ') || fallback;

export function ticketView(r: TicketRow, admin: boolean) {
  return {
    threadId: r.id,
    subject: r.subject,
    message: r.message,
    status: r.status,
    insertDateTime: r.insertDateTime.toISOString(),
    customer: admin ? r.userEmail : null,
    customerName: admin ? fullName(r.userFirstName, r.userLastName, r.userEmail) : null,
    attachment: r.attachmentFileId ? { id: r.attachmentFileId, name: r.attachmentName ?? '' } : null,
  };
}

export async function listTickets(deps: Deps, c: Caller, q: TicketListQuery) {
  const { rows, count } = listQueries(deps.db, c, q);
  const page = await pageOf(q, PAGE_SIZE.tickets, rows, count);
  return { ...page, data: page.data.map((r) => ticketView(r, c.admin)) };
}

async function saveFile(deps: Deps, c: Caller, file: Upload | null, tx: Executor) {
  if (!file) return null;
  return deps.files.save(c, file, tx);
}

const detailUrl = (deps: Deps, tenant: Tenant, id: string) =>
  `${publicBaseUrl(deps.config, tenant)}/help/detail/${id}`;

/**
 * An HR user opens a ticket (status OPEN): the attachment, the ticket and one e-mail per tenant administrator in
 * one transaction. With an Idempotency-Key a repeat of the same form answers the first ticket.
 */
export async function openTicket(
  deps: Deps,
  c: Caller,
  tenant: Tenant,
  form: Form,
  idempotencyKey: string | null = null,
) {
  if (c.admin) throw forbidden();
  const parsed = CreateTicketSchema.safeParse(form.fields);
  if (!parsed.success) throw badRequest('VALIDATION_FAILED', fieldErrors(parsed.error));
  const hash = payloadHash({ ...parsed.data, file: form.file });
  const id = await deps.db.transaction(async (tx) => {
    const key = { tenantId: c.tenantId, userId: c.userId, scope: 'ticket', key: idempotencyKey, hash };
    const made = await once(tx, key, async () => {
      const file = await saveFile(deps, c, form.file, tx);
      const ticketId = await insertTicket(tx, {
        tenantId: c.tenantId,
        userId: c.userId,
        subject: parsed.data.subject,
        message: parsed.data.message,
        attachmentFileId: file?.id ?? null,
      });
      const ticket = (await findTicket(inTx(tx), c, ticketId))!;
      const who = fullName(ticket.userFirstName, ticket.userLastName, ticket.userEmail);
      const admins = await tenantAdmins(inTx(tx), c.tenantId);
      await deps.mailer.sendAll(
        admins.map((a) => ({
          tenantId: c.tenantId,
          key: `ticket-new:${ticket.id}:${a.email}`,
          to: a.email,
          message: ticketOpenedMail('it', {
            subject: ticket.subject,
            message: ticket.message,
            who: `${who} (${ticket.userEmail})`,
            url: detailUrl(deps, tenant, ticket.id),
          }),
        })),
        tx,
      );
      return ticket.id;
    });
    return made.id;
  });
  const ticket = (await findTicket(deps.db, c, id))!;
  return ticketView(ticket, c.admin);
}

export async function ticketDetail(deps: Deps, c: Caller, id: string) {
  const row = await findTicket(deps.db, c, id);
  if (!row) throw notFound();
  return {
    ...ticketView(row, c.admin),
    customer: row.userEmail,
    customerName: fullName(row.userFirstName, row.userLastName, row.userEmail),
  };
}

/** The replies, oldest first: administrators on one side (no name), the HR user on the other with their name. */
export async function ticketThread(deps: Deps, c: Caller, id: string) {
  if (!(await findTicket(deps.db, c, id))) throw notFound();
  const rows = await threadOf(deps.db, id);
  return rows.map((m) => ({
    id: m.id,
    message: m.message,
    side: m.authorRole === 'ROLE_ADMIN' ? ('admin' as const) : ('user' as const),
    authorName:
      m.authorRole === 'ROLE_ADMIN' ? null : fullName(m.authorFirstName, m.authorLastName, m.authorEmail),
    insertDateTime: m.createdAt.toISOString(),
    attachment: m.attachmentFileId ? { id: m.attachmentFileId, name: m.attachmentName ?? '' } : null,
  }));
}

/**
 * A reply. Administrators may set any status (reopening a CLOSE ticket included); an HR user's reply keeps the
 * ticket's status whatever it sends, and is refused on a CLOSE ticket (TICKET_CLOSED). The other side is e-mailed.
 */
export async function replyToTicket(deps: Deps, c: Caller, tenant: Tenant, form: Form) {
  const threadId = (form.fields.threadId ?? '').trim();
  const parsed = ReplySchema.safeParse({
    message: form.fields.message,
    status: c.admin && form.fields.status ? form.fields.status : undefined,
  });
  if (!parsed.success) throw badRequest('VALIDATION_FAILED', fieldErrors(parsed.error));
  if (!/^[0-9a-f-]{36}$/i.test(threadId) || !(await findTicket(deps.db, c, threadId))) throw notFound();
  const role = c.admin ? 'ROLE_ADMIN' : 'ROLE_USER';
  // The attachment, the reply, the status and the e-mails to the other side commit together.
  const result = await deps.db.transaction(async (tx) => {
    const current = await lockTicketStatus(tx, c.tenantId, threadId);
    const next = statusAfterReply(role, current!, parsed.data.status);
    if (!next) throw conflict('TICKET_CLOSED');
    const file = await saveFile(deps, c, form.file, tx);
    const messageId = await insertTicketMessage(tx, {
      ticketId: threadId,
      tenantId: c.tenantId,
      authorUserId: c.userId,
      authorRole: role,
      message: parsed.data.message,
      attachmentFileId: file?.id ?? null,
    });
    await setTicketStatus(tx, threadId, next);
    const ticket = (await findTicket(inTx(tx), c, threadId))!;
    const recipients = c.admin
      ? [ticket.userEmail]
      : (await tenantAdmins(inTx(tx), c.tenantId)).map((a) => a.email);
    const who = c.admin ? null : fullName(ticket.userFirstName, ticket.userLastName, ticket.userEmail);
    await deps.mailer.sendAll(
      recipients.map((to) => ({
        tenantId: c.tenantId,
        key: `ticket:${messageId}:${to}`,
        to,
        message: ticketReplyMail('it', {
          subject: ticket.subject,
          message: parsed.data.message,
          who,
          statusLabel: TICKET_STATUS_LABELS[next],
          url: detailUrl(deps, tenant, threadId),
        }),
      })),
      tx,
    );
    return { messageId: messageId, status: next };
  });
  return { id: result.messageId, threadId, status: result.status };
}

export async function downloadTicketFile(deps: Deps, c: Caller, fileId: string) {
  if (!(await fileVisible(deps.db, c, fileId))) throw notFound();
  const file = await deps.files.get(c.tenantId, fileId);
  if (!file) throw notFound();
  return file;
}
