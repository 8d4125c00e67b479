import { z } from 'zod';
import { FileRefSchema } from '../documents/document.schemas';
import { TICKET_STATUSES } from './ticket.states';

/** A ticket (the parent message of a thread), as its list, its detail and its creation answer it. */
export const TicketSchema = z.object({
  threadId: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(TICKET_STATUSES),
  insertDateTime: z.string(),
  customer: z.string().nullable(),
  customerName: z.string().nullable(),
  attachment: FileRefSchema.nullable(),
});
export type Ticket = z.infer<typeof TicketSchema>;

/** A reply of a ticket's thread. */
export const TicketMessageSchema = z.object({
  id: z.string(),
  message: z.string(),
  side: z.enum(['admin', 'user']),
  authorName: z.string().nullable(),
  insertDateTime: z.string(),
  attachment: FileRefSchema.nullable(),
});
export type TicketMessage = z.infer<typeof TicketMessageSchema>;

/** The answer of a reply: the ticket's status after it. */
export const TicketReplyAnswerSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  status: z.enum(TICKET_STATUSES),
});
export type TicketReplyAnswer = z.infer<typeof TicketReplyAnswerSchema>;
