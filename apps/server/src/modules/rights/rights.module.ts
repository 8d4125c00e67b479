import type { FastifyPluginAsync } from 'fastify';
import { rightsCandidateRoutes } from './rights-candidate.routes';
import { rightsHrRoutes } from './rights-hr.routes';

/** The candidate's rights (issue 15): the candidate's page on their link, and the HR user's review of contests. */
export const rightsModule: FastifyPluginAsync = async (app) => {
  await app.register(rightsHrRoutes as FastifyPluginAsync);
  await app.register(rightsCandidateRoutes as FastifyPluginAsync);
};
