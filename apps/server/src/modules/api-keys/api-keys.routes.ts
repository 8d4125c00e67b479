import { ApiKeyListSchema, CreatedApiKeySchema, createApiKeySchema, NoContentSchema } from '@hrwe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/caller';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service';

/**
 * The profile screen's API keys: an approved HR user or an administrator manages their own keys (an administrator
 * sees and revokes every key of the tenant). Signed in by the session only: a key cannot make or revoke keys.
 */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/api-keys',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['api-keys'],
        summary: 'My API keys (an administrator: every key of the tenant)',
        response: { 200: ApiKeyListSchema },
      },
    },
    async (request) => ({ data: await listApiKeys(app.deps.db, callerOf(request), new Date()) }),
  );

  app.post(
    '/profile/api-keys',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['api-keys'],
        summary: 'Create an API key (its secret is shown in this answer only)',
        body: createApiKeySchema,
        response: { 201: CreatedApiKeySchema },
      },
    },
    async (request, reply) => {
      const scope = callerOf(request);
      return reply.status(201).send(await createApiKey(app.deps.db, scope, request.body, new Date()));
    },
  );

  app.delete(
    '/profile/api-keys/:keyId',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['api-keys'],
        summary: 'Revoke an API key (refused from the next call on)',
        params: z.object({ keyId: z.guid({ error: 'NOT_FOUND' }) }),
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await revokeApiKey(app.deps.db, callerOf(request), request.params.keyId, new Date());
      return reply.status(204).send();
    },
  );
};
