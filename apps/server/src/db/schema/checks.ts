import { CANDIDATE_CHECK_STATES, PROVIDERS } from '@hrwe/domain';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { checkIn, fkey } from './constraints';
import { candidates } from './reports';
import { tenants } from './tenants';

/**
 * One provider check of a candidate (CRIF, CRIBIS, and each Cerved sub-check), so a retried job never runs a done
 * check twice; the raw answer is kept beside the summary. A withdrawal cancels the checks not yet done.
 */
export const candidateChecks = pgTable(
  'candidate_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    candidateId: uuid('candidate_id').notNull(),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    checkName: text('check_name').notNull(),
    status: text('status', { enum: CANDIDATE_CHECK_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    raw: jsonb('raw'),
    summary: jsonb('summary'),
    lastError: text('last_error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fkey(t.tenantId, tenants.id),
    fkey(t.candidateId, candidates.id),
    unique('candidate_checks_candidate_id_check_name_key').on(t.candidateId, t.checkName),
    checkIn(t.provider, PROVIDERS),
    checkIn(t.status, CANDIDATE_CHECK_STATES),
    index('candidate_checks_tenant_status_idx').on(t.tenantId, t.status),
  ],
);
