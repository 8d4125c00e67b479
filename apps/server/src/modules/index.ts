import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/health.routes';
import { sessionRoutes } from './session/session.routes';

/** Every feature's API routes, mounted under /api. A feature adds one line. */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes as FastifyPluginAsync,
  sessionRoutes as FastifyPluginAsync,
];
