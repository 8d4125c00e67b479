import { healthOperations } from '@hrwe/domain';
import { operationRoutes } from '../../platform/operations';
import { pingDatabase } from './health.repository';

export const healthRoutes = operationRoutes(healthOperations, {
  check: async ({ deps, reply }) => {
    try {
      await pingDatabase(deps.db);
      return { status: 'ok' as const };
    } catch {
      return reply.status(503).send({ statusCode: 503, key: 'DATABASE_UNAVAILABLE' });
    }
  },
});
