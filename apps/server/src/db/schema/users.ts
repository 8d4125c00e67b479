import { REPORT_DEFAULTS, ROLES, USER_STATUSES } from '@hrwe/domain';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  type PgTableExtraConfigValue,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { checkIn, checkOf, fkey } from './constraints';
import { tenants } from './tenants';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: integer('tenant_id').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    status: text('status', { enum: USER_STATUSES }).notNull(),
    verified: boolean('verified').notNull().default(false),
    firstName: text('first_name'),
    lastName: text('last_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Onboarding: the wizard's personal and company forms as submitted, and the signed contract.
    personalDetail: jsonb('personal_detail').$type<Record<string, string>>(),
    companyDetail: jsonb('company_detail').$type<Record<string, string>>(),
    companyName: text('company_name'),
    // What the client's electronic invoice (FatturaPA) needs of the company: its seat's CAP and the SDI recipient code
    // (0000000: to the PEC of company_detail), asked by the company form (docs/decisions/registration-billing-data.md).
    companyCap: text('company_cap'),
    recipientCode: text('recipient_code'),
    activationCodeHash: text('activation_code_hash').unique('users_activation_code_hash_key'),
    activationExpiresAt: timestamp('activation_expires_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    contractFileId: uuid('contract_file_id'),
    contractSigner: text('contract_signer'),
    contractSignedAt: timestamp('contract_signed_at', { withTimezone: true }),
    singleReportCostCents: integer('single_report_cost_cents'),
    reportDefault: text('report_default', { enum: REPORT_DEFAULTS }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (t): PgTableExtraConfigValue[] => [
    fkey(t.tenantId, tenants.id),
    fkey(t.contractFileId, files.id),
    unique('users_tenant_id_email_key').on(t.tenantId, t.email),
    checkIn(t.role, ROLES),
    checkOf(t.singleReportCostCents, 'single_report_cost_cents >= 0'),
    checkIn(t.reportDefault, REPORT_DEFAULTS),
    index('users_tenant_created_idx').on(t.tenantId, t.createdAt.desc().nullsFirst()),
    index('users_tenant_status_idx').on(t.tenantId, t.status, t.createdAt.desc().nullsFirst()),
    // Text filter of the administrator's user list.
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    codeHash: text('code_hash').notNull().unique('password_resets_code_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [fkey(t.userId, users.id, 'cascade'), index('password_resets_user_idx').on(t.userId)],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Stored files (uploads, contracts, invoices); declared beside users, which they and users reference both ways. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: integer('tenant_id').notNull(),
    ownerUserId: uuid('owner_user_id'),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [fkey(t.tenantId, tenants.id), fkey(t.ownerUserId, users.id)],
);
