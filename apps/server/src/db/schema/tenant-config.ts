import { CONFIG_KINDS } from '@hrwe/domain';
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { checkIn, fkey } from './constraints';
import { tenants } from './tenants';

/** A tenant's configuration pair; `value` is encrypted ('v1:…') for secret keys. */
export const tenantConfig = pgTable(
  'tenant_config',
  {
    tenantId: integer('tenant_id').notNull(),
    kind: text('kind', { enum: CONFIG_KINDS }).notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'tenant_config_pkey', columns: [t.tenantId, t.kind, t.key] }),
    fkey(t.tenantId, tenants.id, 'cascade'),
    checkIn(t.kind, CONFIG_KINDS),
  ],
);
