import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { fkey } from './constraints';
import { tenants } from './tenants';

/** Every password-reset request, known account or not, for the rate limits. */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fkey(t.tenantId, tenants.id),
    index('password_reset_requests_email_idx').on(t.tenantId, t.email, t.createdAt),
    index('password_reset_requests_ip_idx').on(t.ip, t.createdAt),
  ],
);
