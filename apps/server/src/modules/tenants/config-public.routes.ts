import { publicConfigOperations } from '@hrwe/domain';
import { operationRoutes } from '../../platform/operations';
import { publicConfigOf } from './tenant-config';

/** The request's tenant's public configuration (white label): readable without signing in. */
export const configPublicRoutes = operationRoutes(publicConfigOperations, {
  values: ({ deps, tenant, body }) => publicConfigOf(deps, tenant.id, body.keys),
  value: async ({ deps, tenant, params }) => {
    const c = await publicConfigOf(deps, tenant.id, [params.key]);
    // Own keys only: '__proto__' must not read Object.prototype (found by the fuzz test: a 500).
    return { keyVal: Object.hasOwn(c, params.key) ? (c[params.key] ?? null) : null };
  },
  stylesheet: async ({ deps, tenant, reply }) => {
    const c = await publicConfigOf(deps, tenant.id, ['CAS_CSS']);
    return reply
      .type('text/css; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(c.CAS_CSS ?? '');
  },
});
