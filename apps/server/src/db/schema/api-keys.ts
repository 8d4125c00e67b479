import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { fkey } from './constraints';
import { tenants } from './tenants';
import { users } from './users';

/**
 * API keys of HR users and tenant administrators: only the secret's SHA-256 is stored (256 random bits, so a fast
 * hash is enough); `prefix` is what the owner sees to recognise one.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: integer('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique('api_keys_secret_hash_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    fkey(t.tenantId, tenants.id),
    fkey(t.userId, users.id),
    index('api_keys_owner_idx').on(t.tenantId, t.userId, t.createdAt.desc().nullsFirst()),
  ],
);
