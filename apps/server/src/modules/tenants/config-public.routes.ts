import { PublicConfigValueSchema, PublicConfigValuesSchema, TenantStylesheetSchema } from '@hrwe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicConfigOf } from './tenant-config';

const KeySchema = z.string().trim().min(1).max(200);

/** The request's tenant's public configuration (white label): readable without signing in. */
export const configPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/config/public/key/list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tenants'],
        summary: "Values of the tenant's public configuration keys (no sign-in): { key: value }",
        body: z.object({ keys: z.array(KeySchema).max(100) }),
        response: { 200: PublicConfigValuesSchema },
      },
    },
    async (request) => publicConfigOf(app.deps, request.tenant.id, request.body.keys),
  );

  app.get(
    '/config/get/key/:key',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tenants'],
        summary: 'One public configuration value (e.g. LOGO) as keyVal (null when unset)',
        params: z.object({ key: KeySchema }),
        response: { 200: PublicConfigValueSchema },
      },
    },
    async (request) => {
      const c = await publicConfigOf(app.deps, request.tenant.id, [request.params.key]);
      // Own keys only: '__proto__' must not read Object.prototype (found by the fuzz test: a 500).
      return { keyVal: Object.hasOwn(c, request.params.key) ? (c[request.params.key] ?? null) : null };
    },
  );

  app.get(
    '/config/public/css',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tenants'],
        summary: "The tenant's CAS_CSS stylesheet (text/css, empty when unset)",
        response: { 200: TenantStylesheetSchema },
      },
    },
    async (request, reply) => {
      const c = await publicConfigOf(app.deps, request.tenant.id, ['CAS_CSS']);
      return reply
        .type('text/css; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(c.CAS_CSS ?? '');
    },
  );
};
