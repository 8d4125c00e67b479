import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { tenantHosts, tenants } from '../db/schema/index';

export type Tenant = { id: number; name: string; dns: string; isPlatform: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant;
  }
}

export const PLATFORM_HOSTS = ['localhost', '127.0.0.1'];

/** Creates the platform tenant on first start; it answers on the local machine's host names. */
export async function ensurePlatformTenant(db: Db): Promise<Tenant> {
  const [existing] = await db.select().from(tenants).where(eq(tenants.isPlatform, true));
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(tenants)
      .values({ name: 'HR.We', dns: 'localhost', isPlatform: true })
      .onConflictDoNothing()
      .returning();
    const tenant = created ?? (await tx.select().from(tenants).where(eq(tenants.isPlatform, true)))[0]!;
    await tx
      .insert(tenantHosts)
      .values(PLATFORM_HOSTS.map((host) => ({ host, tenantId: tenant.id })))
      .onConflictDoNothing();
    return tenant;
  });
}

/** Host name to tenant, cached briefly: the lookup runs on every request. */
export function createTenantResolver(db: Db, ttlMs = 5_000) {
  const cache = new Map<string, { tenant: Tenant | null; at: number }>();
  return {
    async resolve(host: string): Promise<Tenant | null> {
      const key = host.toLowerCase();
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.tenant;
      const [row] = await db
        .select({ id: tenants.id, name: tenants.name, dns: tenants.dns, isPlatform: tenants.isPlatform })
        .from(tenantHosts)
        .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
        .where(eq(tenantHosts.host, key));
      const tenant = row ?? null;
      cache.set(key, { tenant, at: Date.now() });
      return tenant;
    },
    forget() {
      cache.clear();
    },
  };
}
export type TenantResolver = ReturnType<typeof createTenantResolver>;

/** Every request belongs to the tenant of its host name; an unknown host gets a plain 404. */
export function registerTenancy(app: FastifyInstance, resolver: TenantResolver) {
  app.decorateRequest('tenant', null as unknown as Tenant);
  app.addHook('onRequest', async (request, reply) => {
    const tenant = await resolver.resolve(request.hostname);
    if (!tenant) {
      if (request.url.startsWith('/api/'))
        return reply.status(404).send({ statusCode: 404, key: 'UNKNOWN_HOST' });
      return reply.status(404).type('text/plain; charset=utf-8').send('404 Not Found');
    }
    request.tenant = tenant;
  });
}
