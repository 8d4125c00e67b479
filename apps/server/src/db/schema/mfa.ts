import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { fkey } from './constraints';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A user's TOTP second factor (docs/decisions/security-mfa.md): the secret encrypted with the configuration key;
 * `confirmedAt` null while the enrolment waits for its first code; `lastStep` the time step of the last code
 * accepted, so a code is never accepted twice.
 */
export const userMfa = pgTable(
  'user_mfa',
  {
    userId: uuid('user_id').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    secretSealed: text('secret_sealed').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastStep: bigint('last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [fkey(t.userId, users.id, 'cascade'), fkey(t.tenantId, tenants.id)],
);

/** Single-use recovery codes, as SHA-256 hashes; `usedAt` once used. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [fkey(t.userId, users.id, 'cascade'), index('mfa_recovery_codes_user_idx').on(t.userId)],
);

/**
 * A sign-in between its password and its second step: its own cookie and row, never a session, so no route can
 * take it for a signed-in user. `purpose`: 'code' (type a code) or 'enrol' (the tenant requires a second factor).
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique('mfa_challenges_token_hash_key'),
    userId: uuid('user_id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    purpose: varchar('purpose', { length: 8 }).notNull().$type<'code' | 'enrol'>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [fkey(t.userId, users.id, 'cascade'), fkey(t.tenantId, tenants.id)],
);

/** A tenant's rule: its HR users must sign in with a second factor (administrators always must). */
export const tenantMfaPolicies = pgTable(
  'tenant_mfa_policies',
  {
    tenantId: integer('tenant_id').primaryKey(),
    requireForHrUsers: boolean('require_for_hr_users').notNull().default(false),
  },
  (t) => [fkey(t.tenantId, tenants.id)],
);
