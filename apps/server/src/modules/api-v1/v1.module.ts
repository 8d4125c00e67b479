import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { v1CandidatesRoutes } from './v1.candidates.routes';
import { v1DocsRoutes } from './v1.docs';
import { registerV1RateLimit } from './v1.rate-limit';
import { v1RequestsRoutes } from './v1.requests.routes';

/** The public API under /api/v1: signed in by API keys (platform/auth/api-key-auth.ts), limited per key. */
export const apiV1Module: FastifyPluginAsync = async (app) => {
  await app.register(
    async (v1) => {
      registerV1RateLimit(v1 as unknown as FastifyInstance);
      await v1.register(v1RequestsRoutes);
      await v1.register(v1CandidatesRoutes);
      await v1.register(v1DocsRoutes);
    },
    { prefix: '/v1' },
  );
};
