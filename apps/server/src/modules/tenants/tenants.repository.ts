import type { ConfigKind, ListQuery } from '@hrwe/domain';
import { and, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tenantConfig, tenantHosts, tenants } from '../../db/schema/index';
import { countAll, listReads, sortOf } from '../../platform/listing';

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
    ...listReads(from, where, sort),
    count: async () => (await db.select({ n: countAll }).from(tenants).where(where))[0]!.n,
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
