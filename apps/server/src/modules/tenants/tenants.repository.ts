import type { ConfigKind, ListQuery } from '@hrwe/domain';
import { and, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { settings, tenantConfig, tenantHosts, tenants, users } from '../../db/schema/index';
import { countAll, listCount, listReads, sortOf } from '../../platform/listing';

export type TenantListQuery = ListQuery & { name?: string };

/** The tenants list (platform administrators): name filter, sortable columns, created descending by default. */
export function tenantList(db: Db, query: TenantListQuery) {
  const where = query.name ? ilike(tenants.name, `%${query.name.replace(/[%_\\]/g, '\\$&')}%`) : undefined;
  const sort = sortOf(query, {
    sortable: {
      name: tenants.name,
      dns: tenants.dns,
      businessPlan: tenants.businessPlan,
      created: tenants.createdAt,
    },
    default: { field: 'created', dir: 'desc' },
    tiebreakers: [[tenants.id, 'asc']],
  });
  const from = () =>
    db
      .select({
        id: tenants.id,
        name: tenants.name,
        dns: tenants.dns,
        businessPlan: tenants.businessPlan,
        created: tenants.createdAt,
        cursor: sort.cursor,
      })
      .from(tenants)
      .$dynamic();
  return {
    ...listReads(db, 'tenants', from, where, sort),
    count: () => listCount(db, 'tenants', where, (w) => db.select({ n: countAll }).from(tenants).where(w)),
  };
}

export async function tenantByName(db: Db, name: string) {
  const [row] = await db.select().from(tenants).where(eq(tenants.name, name));
  return row ?? null;
}

/** Whether a name (case-insensitive) or a host name is used by another tenant than `exceptId`. */
export async function takenFlags(
  db: Db,
  name: string | undefined,
  dns: string | undefined,
  exceptId?: number,
) {
  const other = exceptId === undefined ? undefined : ne(tenants.id, exceptId);
  const nameTaken = name
    ? (
        await db
          .select({ id: tenants.id })
          .from(tenants)
          .where(and(sql`lower(${tenants.name}) = lower(${name})`, other))
          .limit(1)
      ).length > 0
    : false;
  const dnsTaken = dns
    ? (
        await db
          .select({ id: tenants.id })
          .from(tenants)
          .where(and(eq(tenants.dns, dns), other))
          .limit(1)
      ).length > 0 ||
      (
        await db
          .select({ id: tenantHosts.tenantId })
          .from(tenantHosts)
          .where(
            and(
              eq(tenantHosts.host, dns),
              exceptId === undefined ? undefined : ne(tenantHosts.tenantId, exceptId),
            ),
          )
          .limit(1)
      ).length > 0
    : false;
  return { nameTaken, dnsTaken };
}

export async function configRows(db: Db, tenantId: number, kind: ConfigKind) {
  return db
    .select({ key: tenantConfig.key, value: tenantConfig.value })
    .from(tenantConfig)
    .where(and(eq(tenantConfig.tenantId, tenantId), eq(tenantConfig.kind, kind)))
    .orderBy(tenantConfig.key);
}

/** A tenant's configuration of one kind, only the keys `onlyKeys` when given (not empty: an empty IN is not SQL). */
export async function configValues(db: Db, tenantId: number, kind: ConfigKind, onlyKeys?: string[]) {
  return db
    .select({ key: tenantConfig.key, value: tenantConfig.value })
    .from(tenantConfig)
    .where(
      and(
        eq(tenantConfig.tenantId, tenantId),
        eq(tenantConfig.kind, kind),
        onlyKeys ? inArray(tenantConfig.key, onlyKeys) : undefined,
      ),
    );
}

export async function tenantById(db: Db, id: number) {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id));
  return row ?? null;
}

/** A new tenant with its host name; the tenant's row. */
export async function insertTenant(tx: Executor, values: typeof tenants.$inferInsert) {
  const [t] = await tx.insert(tenants).values(values).returning();
  await tx.insert(tenantHosts).values({ host: values.dns, tenantId: t!.id });
  return t!;
}

/** A new user (a tenant's administrator) in `tx`; fails on a taken e-mail. */
export async function insertUser(tx: Executor, values: typeof users.$inferInsert) {
  await tx.insert(users).values(values);
}

/** A new user unless the e-mail is taken in the tenant; its id and e-mail, or null when taken. */
export async function insertUserIfNew(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  return row ?? null;
}

/** Sets the plan and the host name; the tenant_hosts row of the old host name follows it when it changed. */
export async function updateTenantRow(
  tx: Executor,
  tenant: { id: number; dns: string },
  set: { dns: string; businessPlan: typeof tenants.$inferInsert.businessPlan },
) {
  await tx
    .update(tenants)
    .set({ dns: set.dns, businessPlan: set.businessPlan })
    .where(eq(tenants.id, tenant.id));
  if (set.dns !== tenant.dns) {
    await tx
      .delete(tenantHosts)
      .where(and(eq(tenantHosts.host, tenant.dns), eq(tenantHosts.tenantId, tenant.id)));
    await tx.insert(tenantHosts).values({ host: set.dns, tenantId: tenant.id }).onConflictDoNothing();
  }
}

/** A tenant's configuration of one kind, its rows locked until `tx` ends (it is being replaced). */
export async function lockConfigRows(tx: Executor, tenantId: number, kind: ConfigKind) {
  return tx
    .select({ key: tenantConfig.key, value: tenantConfig.value })
    .from(tenantConfig)
    .where(and(eq(tenantConfig.tenantId, tenantId), eq(tenantConfig.kind, kind)))
    .for('update');
}

/** Replaces a tenant's configuration of one kind with `rows` (deleting the keys not among them). */
export async function replaceConfigRows(
  tx: Executor,
  tenantId: number,
  kind: ConfigKind,
  rows: (typeof tenantConfig.$inferInsert)[],
) {
  await tx.delete(tenantConfig).where(and(eq(tenantConfig.tenantId, tenantId), eq(tenantConfig.kind, kind)));
  if (rows.length) await tx.insert(tenantConfig).values(rows);
}

/** One stored configuration value, its row locked until `tx` ends; null when unset. */
export async function lockConfigValue(tx: Executor, tenantId: number, kind: ConfigKind, key: string) {
  const [old] = await tx
    .select({ value: tenantConfig.value })
    .from(tenantConfig)
    .where(and(eq(tenantConfig.tenantId, tenantId), eq(tenantConfig.kind, kind), eq(tenantConfig.key, key)))
    .for('update');
  return old ?? null;
}

/** Sets one configuration value (inserted or replaced). */
export async function upsertConfigValue(
  tx: Executor,
  tenantId: number,
  kind: ConfigKind,
  key: string,
  value: string,
) {
  await tx
    .insert(tenantConfig)
    .values({ tenantId, kind, key, value, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [tenantConfig.tenantId, tenantConfig.kind, tenantConfig.key],
      set: { value, updatedAt: new Date() },
    });
}

/** An installation setting, stored when it has none yet (the first writer wins); the stored value. */
export async function settingOrInit(db: Db, key: string, initial: string) {
  await db.insert(settings).values({ key, value: initial }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row!.value;
}
