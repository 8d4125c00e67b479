import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { checkIn, fkey } from './constraints';
import { tenants } from './tenants';
import { users } from './users';

/**
 * queued: waiting or between attempts; sending: the end of the message was being sent when this was written, so the
 * server may have it; sent; outbox (no SMTP); failed: permanent refusal or no attempt left; unconfirmed: the process
 * stopped (or the server went silent) after the end of the message, so it is not sent again (at most once);
 * cancelled: replaced by a re-send before it went out.
 */
export const MAIL_STATUSES = [
  'queued',
  'sending',
  'sent',
  'outbox',
  'failed',
  'unconfirmed',
  'cancelled',
] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const mails = pgTable(
  'mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique('mails_idempotency_key_key'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The Message-ID header, fixed at the first attempt so every attempt carries the same one. */
    messageId: text('message_id'),
    /** The delivering process's claim: only its holder may pass the point after which the server may have it. */
    claimToken: text('claim_token'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** About an erased candidate but not yet delivered: its address and body are erased once it is (erase-candidates.ts). */
    eraseAfterDelivery: boolean('erase_after_delivery').notNull().default(false),
  },
  (t) => [
    fkey(t.tenantId, tenants.id),
    checkIn(t.status, MAIL_STATUSES),
    index('mails_tenant_created_idx').on(t.tenantId, t.createdAt.desc().nullsFirst()),
    // The sweep looks for mails left queued or mid-send by a stopped process.
    index('mails_pending_idx').on(t.createdAt).where(sql`status in ('queued', 'sending')`),
  ],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fkey(t.tenantId, tenants.id),
    fkey(t.userId, users.id),
    index('audit_log_subject_idx').on(
      t.tenantId,
      t.subjectType,
      t.subjectId,
      t.createdAt.desc().nullsFirst(),
    ),
  ],
);
