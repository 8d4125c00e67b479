import type { FastifyPluginAsync } from 'fastify';
import { userLookupRoutes } from './user-lookups.routes';
import { usersRoutes } from './users.routes';

/** Users administration and the user look-ups of the administrators' forms. */
export const usersModule: FastifyPluginAsync = async (app) => {
  await app.register(usersRoutes);
  await app.register(userLookupRoutes);
};
