import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** 0008: every password-reset request, known account or not, for the rate limits. */
export const passwordResetRequests = pgTable('password_reset_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  email: text('email').notNull(),
  ip: text('ip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
