import type { FastifyPluginAsync } from 'fastify';
import { candidatePublicRoutes } from './candidate-public.routes';
import { reportRoutes } from './reports.routes';

/** Reports and candidates: the signed-in calls and the candidate's public calls (each with its own hooks). */
export const reportsModule: FastifyPluginAsync = async (app) => {
  await app.register(reportRoutes);
  await app.register(candidatePublicRoutes);
};
