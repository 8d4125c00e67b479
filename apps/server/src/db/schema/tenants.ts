import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { fkey } from './constraints';

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique('tenants_name_key'),
  dns: text('dns').notNull().unique('tenants_dns_key'),
  businessPlan: text('business_plan').notNull().default('Standard'),
  isPlatform: boolean('is_platform').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every host name a tenant answers on; the request's Host header selects the tenant. */
export const tenantHosts = pgTable(
  'tenant_hosts',
  {
    host: text('host').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
  },
  (t) => [fkey(t.tenantId, tenants.id, 'cascade')],
);
