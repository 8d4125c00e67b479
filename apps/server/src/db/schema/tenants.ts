import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  dns: text('dns').notNull().unique(),
  businessPlan: text('business_plan').notNull().default('Standard'),
  isPlatform: boolean('is_platform').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tenantHosts = pgTable('tenant_hosts', {
  host: text('host').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
});
