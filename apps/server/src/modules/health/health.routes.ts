import { ErrorAnswerSchema, HealthSchema } from '@hrwe/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Database reachable: 200, otherwise 503',
        response: { 200: HealthSchema, 503: ErrorAnswerSchema },
      },
    },
    async (_req, reply) => {
      try {
        await app.deps.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ statusCode: 503, key: 'DATABASE_UNAVAILABLE' });
      }
    },
  );
};
