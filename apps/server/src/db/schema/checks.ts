import { bigserial, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** 0004: one provider check of a candidate (raw answer and summary kept). */
export const candidateChecks = pgTable(
  'candidate_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    candidateId: uuid('candidate_id').notNull(),
    provider: text('provider').$type<'cc' | 'ce'>().notNull(),
    checkName: text('check_name').notNull(),
    status: text('status')
      .$type<'pending' | 'running' | 'done' | 'failed' | 'cancelled'>()
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    raw: jsonb('raw'),
    summary: jsonb('summary'),
    lastError: text('last_error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.candidateId, t.checkName)],
);
