import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<'ROLE_ADMIN' | 'ROLE_USER'>().notNull(),
  status: text('status').notNull(),
  verified: boolean('verified').notNull().default(false),
  firstName: text('first_name'),
  lastName: text('last_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  // Onboarding (0002): the wizard's personal and company forms as submitted, and the signed contract.
  personalDetail: jsonb('personal_detail').$type<Record<string, string>>(),
  companyDetail: jsonb('company_detail').$type<Record<string, string>>(),
  companyName: text('company_name'),
  activationCodeHash: text('activation_code_hash'),
  activationExpiresAt: timestamp('activation_expires_at', { withTimezone: true }),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
  contractFileId: uuid('contract_file_id'),
  contractSigner: text('contract_signer'),
  contractSignedAt: timestamp('contract_signed_at', { withTimezone: true }),
  singleReportCostCents: integer('single_report_cost_cents'),
  reportDefault: text('report_default').$type<'cc' | 'ce'>(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
});

export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  codeHash: text('code_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
