import type { FastifyPluginAsync } from 'fastify';
import { purposeRoutes } from './purposes.routes';
import { rightsCandidateRoutes } from './rights-candidate.routes';
import { rightsHrRoutes } from './rights-hr.routes';
import { subjectRequestRoutes } from './subject-requests.routes';

/**
 * The candidate's rights (issue 15): purpose categories and settings (administrators), the candidate's page on their
 * link, the HR user's review of contests, and the administrators' registers of requests and of processing.
 */
export const rightsModule: FastifyPluginAsync = async (app) => {
  await app.register(purposeRoutes as FastifyPluginAsync);
  await app.register(rightsHrRoutes as FastifyPluginAsync);
  await app.register(rightsCandidateRoutes as FastifyPluginAsync);
  await app.register(subjectRequestRoutes as FastifyPluginAsync);
};
