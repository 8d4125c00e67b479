import { DOCUMENT_STATUSES, DOCUMENT_TYPES, ROLES, TICKET_STATUSES } from '@hrwe/domain';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { checkIn, fkey } from './constraints';
import { tenants } from './tenants';
import { files, users } from './users';

/** Document requests (an administrator asks an HR user for a document) and their uploads. */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: integer('tenant_id').notNull(),
    /** The HR user the request is addressed to. */
    userId: uuid('user_id').notNull(),
    createdBy: uuid('created_by').notNull(),
    type: text('type', { enum: DOCUMENT_TYPES }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('OPEN'),
    optionalFileId: uuid('optional_file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fkey(t.tenantId, tenants.id),
    fkey(t.userId, users.id),
    fkey(t.createdBy, users.id),
    checkIn(t.type, DOCUMENT_TYPES),
    checkIn(t.status, DOCUMENT_STATUSES),
    fkey(t.optionalFileId, files.id),
    index('document_requests_tenant_created_idx').on(t.tenantId, t.createdAt.desc().nullsFirst()),
    index('document_requests_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export const documentUploads = pgTable(
  'document_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    fileId: uuid('file_id').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fkey(t.requestId, documentRequests.id, 'cascade'),
    fkey(t.tenantId, tenants.id),
    fkey(t.userId, users.id),
    fkey(t.fileId, files.id),
    index('document_uploads_request_idx').on(t.requestId, t.uploadedAt.desc().nullsFirst()),
  ],
);

/** Support tickets (an HR user opens one) and their thread of replies. */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: integer('tenant_id').notNull(),
    /** The HR user who opened the ticket. */
    userId: uuid('user_id').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('OPEN'),
    attachmentFileId: uuid('attachment_file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fkey(t.tenantId, tenants.id),
    fkey(t.userId, users.id),
    checkIn(t.status, TICKET_STATUSES),
    fkey(t.attachmentFileId, files.id),
    index('tickets_tenant_created_idx').on(t.tenantId, t.createdAt.desc().nullsFirst()),
    index('tickets_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    authorUserId: uuid('author_user_id').notNull(),
    authorRole: text('author_role', { enum: ROLES }).notNull(),
    message: text('message').notNull(),
    attachmentFileId: uuid('attachment_file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fkey(t.ticketId, tickets.id, 'cascade'),
    fkey(t.tenantId, tenants.id),
    fkey(t.authorUserId, users.id),
    checkIn(t.authorRole, ROLES),
    fkey(t.attachmentFileId, files.id),
    index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt),
  ],
);
