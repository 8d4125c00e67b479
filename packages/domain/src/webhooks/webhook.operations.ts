import { z } from 'zod';
import { operation } from '../api/operation';
import { NoContentSchema } from '../common/answers.schemas';
import { listResultSchema } from '../common/listing';
import { uuidParams } from '../common/params.schemas';
import {
  CreatedWebhookEndpointSchema,
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
} from './webhook.schemas';

const BASE = '/api/webhooks';
const tags = ['webhooks'] as const;
const access = 'activeUser';
/** A delivery is numbered (a serial): a malformed number is a delivery that does not exist. */
const DeliveryParams = z.object({
  id: z.coerce.number({ error: 'NOT_FOUND' }).int().positive({ error: 'NOT_FOUND' }),
});

/** Webhook endpoints, their delivery log, re-send and test event (docs/decisions/webhooks-*.md): each user their own. */
export const webhookOperations = {
  endpoints: operation({
    method: 'GET',
    path: `${BASE}/endpoints`,
    access,
    tags,
    summary: 'My webhook endpoints',
    responses: { 200: WebhookEndpointListSchema },
  }),
  create: operation({
    method: 'POST',
    path: `${BASE}/endpoints`,
    access,
    tags,
    summary: 'Register an endpoint (the answer shows its secret, once)',
    body: WebhookEndpointInputSchema,
    responses: { 201: CreatedWebhookEndpointSchema },
    errors: ['VALIDATION_FAILED', 'WEBHOOK_URL_REFUSED', 'WEBHOOK_ENDPOINTS_TOO_MANY'],
  }),
  update: operation({
    method: 'PATCH',
    path: `${BASE}/endpoints/:id`,
    access,
    tags,
    summary: 'Change or enable/disable an endpoint',
    params: uuidParams('id'),
    body: WebhookEndpointPatchSchema,
    responses: { 200: WebhookEndpointSchema },
    errors: ['VALIDATION_FAILED', 'WEBHOOK_URL_REFUSED'],
  }),
  remove: operation({
    method: 'DELETE',
    path: `${BASE}/endpoints/:id`,
    access,
    tags,
    summary: 'Remove an endpoint',
    params: uuidParams('id'),
    responses: { 204: NoContentSchema },
  }),
  test: operation({
    method: 'POST',
    path: `${BASE}/endpoints/:id/test`,
    access,
    tags,
    summary: 'Send a test event to an endpoint',
    params: uuidParams('id'),
    responses: { 202: WebhookTestAnswerSchema },
  }),
  deliveries: operation({
    method: 'GET',
    path: `${BASE}/endpoints/:id/deliveries`,
    access,
    tags,
    summary: "An endpoint's delivery log (listing protocol: page, pageSize, sort; filter: status)",
    params: uuidParams('id'),
    query: WebhookDeliveryListQuerySchema,
    responses: { 200: listResultSchema(WebhookDeliverySchema) },
  }),
  resend: operation({
    method: 'POST',
    path: `${BASE}/deliveries/:id/resend`,
    access,
    tags,
    summary: 'Send a delivery again',
    params: DeliveryParams,
    responses: { 202: WebhookResendAnswerSchema },
  }),
  delivery: operation({
    method: 'GET',
    path: `${BASE}/deliveries/:id`,
    access,
    tags,
    summary: 'A delivery with every attempt (time, status, duration, error)',
    params: DeliveryParams,
    responses: { 200: WebhookDeliveryDetailSchema },
  }),
  rotateSecret: operation({
    method: 'POST',
    path: `${BASE}/endpoints/:id/rotate-secret`,
    access,
    tags,
    summary: 'A new signing secret (shown once); the previous one still signs for 24 hours',
    params: uuidParams('id'),
    responses: { 200: RotatedWebhookSecretSchema },
  }),
};
