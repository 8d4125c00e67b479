import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** 0006: document requests and their uploads; support tickets and their thread. */
export const documentRequests = pgTable('document_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: integer('tenant_id').notNull(),
  /** The HR user the request is addressed to. */
  userId: uuid('user_id').notNull(),
  createdBy: uuid('created_by').notNull(),
  type: text('type').$type<'Contratto' | 'Privacy' | 'Visura Camerale' | 'Altro'>().notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  status: text('status').$type<'OPEN' | 'CLOSE'>().notNull().default('OPEN'),
  optionalFileId: uuid('optional_file_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const documentUploads = pgTable('document_uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  requestId: uuid('request_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  userId: uuid('user_id').notNull(),
  fileId: uuid('file_id').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tickets = pgTable('tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: integer('tenant_id').notNull(),
  /** The HR user who opened the ticket. */
  userId: uuid('user_id').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  status: text('status').$type<'OPEN' | 'IN_MANAGE' | 'CLOSE'>().notNull().default('OPEN'),
  attachmentFileId: uuid('attachment_file_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ticketMessages = pgTable('ticket_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  ticketId: uuid('ticket_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  authorUserId: uuid('author_user_id').notNull(),
  authorRole: text('author_role').$type<'ROLE_ADMIN' | 'ROLE_USER'>().notNull(),
  message: text('message').notNull(),
  attachmentFileId: uuid('attachment_file_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
