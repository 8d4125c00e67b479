import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { as, createUser, signIn, type TestApp } from './test-app';

export const TENANT2_HOST = 'tenant2.localhost';

export type Call = (opts: InjectOptions) => Promise<LightMyRequestResponse>;

/**
 * Calls on a tenant's host name, with a session cookie (null: signed out); calls of the public API (/api/v1, signed
 * in by keys only) carry the caller's API key when one is given.
 */
export const onHost =
  (t: TestApp, cookie: string | null, host: string, apiKey?: string): Call =>
  (opts) =>
    opts.url?.toString().startsWith('/api/v1/') && apiKey
      ? (t.app.inject({
          ...opts,
          headers: { host, ...(opts.headers ?? {}), authorization: `Bearer ${apiKey}` },
        }) as Promise<LightMyRequestResponse>)
      : ((cookie ? as(t, cookie) : t.app.inject.bind(t.app))({
          ...opts,
          headers: { host, ...(opts.headers ?? {}) },
        }) as Promise<LightMyRequestResponse>);

/**
 * A second tenant (brand) answering on its own host name. `member` adds one of its users and signs them in there,
 * with a caller bound to that host.
 */
export async function secondTenant(t: TestApp, { name = 'Altro', host = TENANT2_HOST } = {}) {
  const { rows } = await t.deps.pool.query('insert into tenants (name, dns) values ($1, $2) returning id', [
    name,
    host,
  ]);
  const id = rows[0].id as number;
  await t.deps.pool.query('insert into tenant_hosts (host, tenant_id) values ($1, $2)', [host, id]);
  const member = async (fields: Omit<Parameters<typeof createUser>[1], 'tenantId'>) => {
    const user = await createUser(t, { ...fields, tenantId: id });
    const cookie = await signIn(t, user.email, undefined, host);
    return { user, cookie, call: onHost(t, cookie, host) };
  };
  return { id, name, host, member };
}
