import {
  CreatedWebhookEndpointSchema,
  listResultSchema,
  NoContentSchema,
  RotatedWebhookSecretSchema,
  WebhookDeliveryDetailSchema,
  WebhookDeliveryListQuerySchema,
  WebhookDeliverySchema,
  WebhookEndpointInputSchema,
  WebhookEndpointListSchema,
  WebhookEndpointPatchSchema,
  WebhookEndpointSchema,
  WebhookResendAnswerSchema,
  WebhookTestAnswerSchema,
} from '@hrwe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/caller';
import { defineWebhookJobs } from './webhooks.delivery';
import {
  createEndpoint,
  deleteEndpoint,
  deliveryDetail,
  listDeliveries,
  listEndpoints,
  resendDelivery,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
} from './webhooks.service';

const EndpointParams = z.object({ id: z.guid({ error: 'NOT_FOUND' }) });
const DeliveryParams = z.object({ id: z.coerce.number().int().positive() });

/** Webhook endpoints, their delivery log, re-send and test event (docs/decisions/webhooks-*.md). */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  defineWebhookJobs(app.deps);
  const tags = ['webhooks'];
  const access = { access: 'activeUser' as const };

  app.get(
    '/webhooks/endpoints',
    {
      config: access,
      schema: { tags, summary: 'My webhook endpoints', response: { 200: WebhookEndpointListSchema } },
    },
    async (request) => ({ data: await listEndpoints(app.deps, callerOf(request)) }),
  );
  app.post(
    '/webhooks/endpoints',
    {
      config: access,
      schema: {
        tags,
        summary: 'Register an endpoint (the answer shows its secret, once)',
        body: WebhookEndpointInputSchema,
        response: { 201: CreatedWebhookEndpointSchema },
      },
    },
    async (request, reply) => {
      const owner = callerOf(request);
      return reply.status(201).send(await createEndpoint(app.deps, owner, request.body));
    },
  );
  app.patch(
    '/webhooks/endpoints/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Change or enable/disable an endpoint',
        params: EndpointParams,
        body: WebhookEndpointPatchSchema,
        response: { 200: WebhookEndpointSchema },
      },
    },
    async (request) => {
      const owner = callerOf(request);
      return updateEndpoint(app.deps, owner, request.params.id, request.body);
    },
  );
  app.delete(
    '/webhooks/endpoints/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Remove an endpoint',
        params: EndpointParams,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteEndpoint(app.deps, callerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/webhooks/endpoints/:id/test',
    {
      config: access,
      schema: {
        tags,
        summary: 'Send a test event to an endpoint',
        params: EndpointParams,
        response: { 202: WebhookTestAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await sendTestEvent(app.deps, callerOf(request), request.params.id)),
  );
  app.get(
    '/webhooks/endpoints/:id/deliveries',
    {
      config: access,
      schema: {
        tags,
        summary: "An endpoint's delivery log (listing protocol: page, pageSize, sort; filter: status)",
        params: EndpointParams,
        querystring: WebhookDeliveryListQuerySchema,
        response: { 200: listResultSchema(WebhookDeliverySchema) },
      },
    },
    async (request) => listDeliveries(app.deps, callerOf(request), request.params.id, request.query),
  );
  app.post(
    '/webhooks/deliveries/:id/resend',
    {
      config: access,
      schema: {
        tags,
        summary: 'Send a delivery again',
        params: DeliveryParams,
        response: { 202: WebhookResendAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await resendDelivery(app.deps, callerOf(request), request.params.id)),
  );
  app.get(
    '/webhooks/deliveries/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'A delivery with every attempt (time, status, duration, error)',
        params: DeliveryParams,
        response: { 200: WebhookDeliveryDetailSchema },
      },
    },
    async (request) => deliveryDetail(app.deps, callerOf(request), request.params.id),
  );
  app.post(
    '/webhooks/endpoints/:id/rotate-secret',
    {
      config: access,
      schema: {
        tags,
        summary: 'A new signing secret (shown once); the previous one still signs for 24 hours',
        params: EndpointParams,
        response: { 200: RotatedWebhookSecretSchema },
      },
    },
    async (request) => rotateSecret(app.deps, callerOf(request), request.params.id),
  );
};
