import type { FastifyPluginAsync } from 'fastify';
import { passwordsRoutes } from '../passwords/passwords.routes';
import { profileRoutes } from '../profile/profile.routes';
import { userLookupRoutes } from './user-lookups.routes';
import { usersRoutes } from './users.routes';

/** Users administration, own profiles and passwords, mounted together under /api. */
export const usersModule: FastifyPluginAsync = async (app) => {
  await app.register(usersRoutes as FastifyPluginAsync);
  await app.register(profileRoutes as FastifyPluginAsync);
  await app.register(userLookupRoutes as FastifyPluginAsync);
  await app.register(passwordsRoutes as FastifyPluginAsync);
};
