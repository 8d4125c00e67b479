import { z } from 'zod';
import { ListQuerySchema } from '../common/listing';
import { monthValueSchema, PAYMENT_LIST_MODES } from './payment.states';

/** Administrators' client filter: part of the client's e-mail or company name ('' is no filter). */
export const clientFilterSchema = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.string().trim().max(100, 'TEXT_TOO_LONG').optional(),
);

/** The consumption list: the month's rows (the current Rome month when none is given), the unpaid ones, or all. */
export const RegisterListQuerySchema = ListQuerySchema.extend({
  mode: z.enum(PAYMENT_LIST_MODES).default('all'),
  month: monthValueSchema.optional(),
  client: clientFilterSchema,
});
export type RegisterListQuery = z.infer<typeof RegisterListQuerySchema>;

export const BillListQuerySchema = ListQuerySchema.extend({ client: clientFilterSchema });
export type BillListQuery = z.infer<typeof BillListQuerySchema>;

/** What "Emetti fatture del mese" sends. */
export const IssueBillsBodySchema = z.object({ month: monthValueSchema });
