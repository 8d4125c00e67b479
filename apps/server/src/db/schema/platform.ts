import { bigserial, customType, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * queued: waiting or between attempts; sending: the end of the message was being sent when this was written, so the
 * server may have it; sent; outbox (no SMTP); failed: permanent refusal or no attempt left; unconfirmed: the process
 * stopped (or the server went silent) after the end of the message, so it is not sent again (at most once);
 * cancelled: replaced by a re-send before it went out.
 */
export type MailStatus = 'queued' | 'sending' | 'sent' | 'outbox' | 'failed' | 'unconfirmed' | 'cancelled';

export const mails = pgTable('mails', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  status: text('status').$type<MailStatus>().notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** The Message-ID header, fixed at the first attempt so every attempt carries the same one. */
  messageId: text('message_id'),
  /** The delivering process's claim: only its holder may pass the point after which the server may have it. */
  claimToken: text('claim_token'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
});

export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: integer('tenant_id').notNull(),
  ownerUserId: uuid('owner_user_id'),
  name: text('name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  userId: uuid('user_id'),
  action: text('action').notNull(),
  subjectType: text('subject_type').notNull(),
  subjectId: text('subject_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
