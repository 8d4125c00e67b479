import { bigserial, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
