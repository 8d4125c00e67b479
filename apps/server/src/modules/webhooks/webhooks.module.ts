import type { FastifyPluginAsync } from 'fastify';
import { defineWebhookJobs } from './webhooks.delivery';
import { webhookRoutes } from './webhooks.routes';

/** Webhooks: the delivery jobs and the owner's routes (docs/decisions/webhooks-*.md). */
export const webhooksModule: FastifyPluginAsync = async (app) => {
  defineWebhookJobs(app.deps);
  await app.register(webhookRoutes);
};
