import { z } from 'zod';
import { isIsoDate } from '../common/dates';
import { ListQuerySchema } from '../common/listing';
import { TICKET_STATUSES } from './ticket.states';

const isoDay = z
  .string()
  .trim()
  .refine((s) => isIsoDate(s), 'DATE_NOT_VALID');

/** /help filters: status and a date range (yyyy-MM-dd, Europe/Rome days, both ends included). */
export const TicketListQuerySchema = ListQuerySchema.extend({
  status: z.enum(TICKET_STATUSES, { error: 'TICKET_STATUS_NOT_VALID' }).optional(),
  dateFrom: isoDay.optional(),
  dateTo: isoDay.optional(),
}).refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
  message: 'DATE_RANGE_NOT_VALID',
  path: ['dateTo'],
});
export type TicketListQuery = z.infer<typeof TicketListQuerySchema>;
