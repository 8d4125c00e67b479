import { bigint, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { fkey } from './constraints';
import { tenants } from './tenants';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_key'),
    userId: uuid('user_id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Where and with what it signed in, for the user's list of their sessions. */
    address: text('address'),
    browser: text('browser'),
  },
  (t) => [
    fkey(t.userId, users.id, 'cascade'),
    fkey(t.tenantId, tenants.id),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** rate-limiter-flexible's PostgreSQL store (platform/rate-limit): hashed key, points, expiry in epoch ms. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 255 }).primaryKey(),
    points: integer('points').notNull().default(0),
    expire: bigint('expire', { mode: 'number' }),
  },
  (t) => [index('rate_limits_expire').on(t.expire)],
);
