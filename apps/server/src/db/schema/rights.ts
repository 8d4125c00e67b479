import { bigserial, boolean, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** 0040: a tenant's purpose categories; `checks` names the pertinent check groups. */
export const purposeCategories = pgTable('purpose_categories', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  code: text('code').notNull(),
  labelIt: text('label_it').notNull(),
  labelEn: text('label_en').notNull(),
  checks: text('checks').array().notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 0040: retention and contest window of a tenant (defaults when absent). */
export const tenantRightsSettings = pgTable('tenant_rights_settings', {
  tenantId: integer('tenant_id').primaryKey(),
  retentionMonths: integer('retention_months').notNull().default(12),
  contestWindowDays: integer('contest_window_days').notNull().default(5),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});

/** 0040: the pre-adverse notice (report summary e-mailed, window to contest). */
export const adverseNotices = pgTable('adverse_notices', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  candidateId: uuid('candidate_id').notNull(),
  sentBy: uuid('sent_by').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  mailKey: text('mail_key').notNull(),
});

/** 0040: hiring outcomes, append-only (the latest is the current one). */
export const hiringOutcomes = pgTable('hiring_outcomes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  candidateId: uuid('candidate_id').notNull(),
  outcome: text('outcome').$type<'PROCEED' | 'NOT_PROCEED' | 'WITHDRAWN'>().notNull(),
  becauseOfReport: boolean('because_of_report').notNull().default(false),
  decidedBy: uuid('decided_by').notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
});

/** 0040: legal holds suspending retention for one candidate (active while released_at is null). */
export const legalHolds = pgTable('legal_holds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  candidateId: uuid('candidate_id').notNull(),
  reason: text('reason').notNull(),
  placedBy: uuid('placed_by').notNull(),
  placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
  releasedBy: uuid('released_by'),
  releasedAt: timestamp('released_at', { withTimezone: true }),
});

/** 0040: data-subject requests (access, erasure, contest) with their one-month deadline. */
export const dataSubjectRequests = pgTable('data_subject_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  candidateId: uuid('candidate_id').notNull(),
  kind: text('kind').$type<'ACCESS' | 'ERASURE' | 'CONTEST'>().notNull(),
  state: text('state').$type<'OPEN' | 'DONE' | 'REJECTED'>().notNull().default('OPEN'),
  source: text('source').$type<'candidate' | 'admin'>().notNull().default('candidate'),
  detail: text('detail'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  handledBy: uuid('handled_by'),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  note: text('note'),
});

/** 0045: a candidate's contest of a result and the HR user's human review (open until reviewed). */
export const candidateContests = pgTable('candidate_contests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  candidateId: uuid('candidate_id').notNull(),
  message: text('message').notNull(),
  fileId: uuid('file_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  reviewOutcome: text('review_outcome').$type<'KEPT' | 'CORRECTED' | 'WITHDRAWN'>(),
  reviewNote: text('review_note'),
  reviewedBy: uuid('reviewed_by'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
});
