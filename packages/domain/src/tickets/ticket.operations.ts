import { z } from 'zod';
import { operation } from '../api/operation';
import { FileDownloadSchema } from '../common/answers.schemas';
import { listResultSchema } from '../common/listing';
import { uuidParams } from '../common/params.schemas';
import { TicketMessageSchema, TicketReplyAnswerSchema, TicketSchema } from './ticket.schemas';
import { TicketListQuerySchema } from './ticket-list.schemas';

const BASE = '/api/communication/assistenza';
const tags = ['tickets'] as const;
const list = {
  method: 'GET',
  access: 'activeUser',
  tags,
  summary:
    'Tickets (HR user: own; administrator: the tenant’s), 20 per page, newest first; ?format=xlsx|pdf exports',
  query: TicketListQuerySchema,
  responses: { 200: listResultSchema(TicketSchema) },
} as const;

/** Support tickets: an HR user opens one, both sides reply, the administrator moves its status. */
export const ticketOperations = {
  list: operation({ ...list, path: `${BASE}/parent/list` }),
  /** The same list under the original product's HR address. */
  listOwn: operation({ ...list, path: `${BASE}/parent/list/user` }),
  open: operation({
    method: 'POST',
    path: `${BASE}/parent/new`,
    access: 'hrUser',
    tags,
    summary: 'Open a ticket (HR user; multipart or JSON: subject, message, file?)',
    multipart: true,
    responses: { 201: TicketSchema },
    errors: ['VALIDATION_FAILED', 'FILE_WRONG_TYPE', 'FILE_TOO_LARGE'],
  }),
  get: operation({
    method: 'GET',
    path: `${BASE}/parent/:threadId`,
    access: 'activeUser',
    tags,
    summary: 'A ticket',
    params: uuidParams('threadId'),
    responses: { 200: TicketSchema },
  }),
  thread: operation({
    method: 'GET',
    path: `${BASE}/list/:threadId`,
    access: 'activeUser',
    tags,
    summary: 'The replies of a ticket, oldest first',
    params: uuidParams('threadId'),
    responses: { 200: z.array(TicketMessageSchema) },
  }),
  reply: operation({
    method: 'POST',
    path: `${BASE}/new`,
    access: 'activeUser',
    tags,
    summary: 'Reply (multipart or JSON: threadId, message, file?, status — honoured for administrators only)',
    multipart: true,
    responses: { 201: TicketReplyAnswerSchema },
    errors: ['VALIDATION_FAILED', 'TICKET_CLOSED', 'FILE_WRONG_TYPE', 'FILE_TOO_LARGE'],
  }),
  file: operation({
    method: 'GET',
    path: `${BASE}/file/:fileId`,
    access: 'activeUser',
    tags,
    summary: 'Download an attachment of a ticket or reply the caller may see',
    params: uuidParams('fileId'),
    responses: { 200: FileDownloadSchema },
  }),
};
