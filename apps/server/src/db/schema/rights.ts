import {
  CONTEST_OUTCOMES,
  HIRING_OUTCOMES,
  SUBJECT_REQUEST_KINDS,
  SUBJECT_REQUEST_STATES,
} from '@hrwe/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { checkIn, checkOf, fkey } from './constraints';
import { candidates } from './reports';
import { tenants } from './tenants';
import { files, users } from './users';

/**
 * A tenant's purpose categories; `checks` names the pertinent check groups (creditBureau, negativeEvents, traversal,
 * incomeEstimate). Every tenant starts with the defaults (a trigger of the custom migration seeds them).
 */
export const purposeCategories = pgTable(
  'purpose_categories',
  {
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
  },
  (t) => [
    fkey(t.tenantId, tenants.id, 'cascade'),
    unique('purpose_categories_tenant_id_code_key').on(t.tenantId, t.code),
  ],
);

/** Retention and contest window of a tenant; a tenant without a row uses the defaults. */
export const tenantRightsSettings = pgTable(
  'tenant_rights_settings',
  {
    tenantId: integer('tenant_id').primaryKey(),
    retentionMonths: integer('retention_months').notNull().default(12),
    contestWindowDays: integer('contest_window_days').notNull().default(5),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    fkey(t.tenantId, tenants.id, 'cascade'),
    checkOf(t.retentionMonths, 'retention_months between 1 and 12'),
    checkOf(t.contestWindowDays, 'contest_window_days between 1 and 30'),
  ],
);

/** The pre-adverse notice (report summary e-mailed, window to contest). */
export const adverseNotices = pgTable(
  'adverse_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    candidateId: uuid('candidate_id').notNull().unique('adverse_notices_candidate_id_key'),
    sentBy: uuid('sent_by').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    mailKey: text('mail_key').notNull(),
  },
  (t) => [fkey(t.tenantId, tenants.id), fkey(t.candidateId, candidates.id)],
);

/** Hiring outcomes, append-only (the latest row per candidate is the current one). */
export const hiringOutcomes = pgTable(
  'hiring_outcomes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    candidateId: uuid('candidate_id').notNull(),
    outcome: text('outcome', { enum: HIRING_OUTCOMES }).notNull(),
    becauseOfReport: boolean('because_of_report').notNull().default(false),
    decidedBy: uuid('decided_by').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    fkey(t.tenantId, tenants.id),
    fkey(t.candidateId, candidates.id),
    checkIn(t.outcome, HIRING_OUTCOMES),
    index('hiring_outcomes_candidate_idx').on(t.candidateId, t.decidedAt.desc().nullsFirst()),
  ],
);

/** Legal holds suspending retention for one candidate (active while released_at is null; released ones stay). */
export const legalHolds = pgTable(
  'legal_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    candidateId: uuid('candidate_id').notNull(),
    reason: text('reason').notNull(),
    placedBy: uuid('placed_by').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    releasedBy: uuid('released_by'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    fkey(t.tenantId, tenants.id),
    fkey(t.candidateId, candidates.id),
    uniqueIndex('legal_holds_active_idx').on(t.candidateId).where(sql`released_at is null`),
  ],
);

/** Who recorded a data-subject request: the candidate (their link) or an administrator. */
export const SUBJECT_REQUEST_SOURCES = ['candidate', 'admin'] as const;

/** The register of data-subject requests (GDPR arts. 15, 16, 17, 22) with their one-month deadline. */
export const dataSubjectRequests = pgTable(
  'data_subject_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    candidateId: uuid('candidate_id').notNull(),
    kind: text('kind', { enum: SUBJECT_REQUEST_KINDS }).notNull(),
    state: text('state', { enum: SUBJECT_REQUEST_STATES }).notNull().default('OPEN'),
    source: text('source', { enum: SUBJECT_REQUEST_SOURCES }).notNull().default('candidate'),
    detail: text('detail'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    handledBy: uuid('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    note: text('note'),
  },
  (t) => [
    fkey(t.tenantId, tenants.id),
    fkey(t.candidateId, candidates.id),
    checkIn(t.kind, SUBJECT_REQUEST_KINDS),
    checkIn(t.state, SUBJECT_REQUEST_STATES),
    checkIn(t.source, SUBJECT_REQUEST_SOURCES),
    index('data_subject_requests_tenant_idx').on(t.tenantId, t.state, t.dueAt),
    index('data_subject_requests_candidate_idx').on(t.candidateId),
  ],
);

/** A candidate's contest of a result and the HR user's human review (art. 22(3)): open until reviewed. */
export const candidateContests = pgTable(
  'candidate_contests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    candidateId: uuid('candidate_id').notNull(),
    /** What the candidate says is wrong, and the document they attached, if any. */
    message: text('message').notNull(),
    fileId: uuid('file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewOutcome: text('review_outcome', { enum: CONTEST_OUTCOMES }),
    reviewNote: text('review_note'),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    fkey(t.tenantId, tenants.id),
    fkey(t.candidateId, candidates.id),
    fkey(t.fileId, files.id),
    checkIn(t.reviewOutcome, CONTEST_OUTCOMES),
    fkey(t.reviewedBy, users.id),
    check('candidate_contests_check', sql`(review_outcome is null) = (reviewed_at is null)`),
    // At most one open contest per candidate.
    uniqueIndex('candidate_contests_open_uq').on(t.candidateId).where(sql`reviewed_at is null`),
    index('candidate_contests_tenant_created_idx').on(t.tenantId, t.createdAt.desc().nullsFirst()),
  ],
);
