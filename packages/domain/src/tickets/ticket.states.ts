import { z } from 'zod';
import { ROLE_ADMIN, type Role } from '../auth/roles';
import { requiredText } from '../validation/fields.schemas';

export const TICKET_STATUSES = ['OPEN', 'IN_MANAGE', 'CLOSE'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  OPEN: 'Aperto',
  IN_MANAGE: 'In gestione',
  CLOSE: 'Chiuso',
};
export const ticketStatusSchema = z.enum(TICKET_STATUSES, { error: 'TICKET_STATUS_NOT_VALID' });

export const TICKET_MESSAGE_MAX = 5000;

/** A new ticket ('Oggetto è un dato richiesto.', 'Messaggio è un dato richiesto.'). */
export const CreateTicketSchema = z.object({
  subject: requiredText('SUBJECT_REQUIRED'),
  message: requiredText('MESSAGE_REQUIRED', TICKET_MESSAGE_MAX),
});
export type CreateTicketInput = z.infer<typeof CreateTicketSchema>;

/** A reply in a thread; status is honoured only for administrators. */
export const ReplySchema = z.object({
  message: requiredText('MESSAGE_REQUIRED', TICKET_MESSAGE_MAX),
  status: ticketStatusSchema.optional(),
});
export type ReplyInput = z.infer<typeof ReplySchema>;

/**
 * The ticket's status after a reply, or null when the reply is refused.
 * Administrators set any status (none requested keeps the current one); HR users keep the parent's status.
 */
export function statusAfterReply(
  role: Role,
  current: TicketStatus,
  requested?: TicketStatus,
): TicketStatus | null {
  if (role === ROLE_ADMIN) return requested ?? current;
  if (current === 'CLOSE') return null;
  return current;
}
