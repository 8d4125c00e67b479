import type { FastifyPluginAsync } from 'fastify';
import { purposeRoutes } from './purposes.routes';

/** Issue 15, the administrator's and HR user's side of the candidate's rights. */
export const rightsModule: FastifyPluginAsync = async (app) => {
  await app.register(purposeRoutes as FastifyPluginAsync);
};
