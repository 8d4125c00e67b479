import { webhookOperations } from '@hrwe/domain';
import { operationRoutes } from '../../platform/operations';
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

/** Webhook endpoints, their delivery log, re-send and test event (/api/webhooks/…): each user their own. */
export const webhookRoutes = operationRoutes(webhookOperations, {
  endpoints: async ({ caller, deps }) => ({ data: await listEndpoints(deps, caller) }),
  create: ({ caller, deps, body }) => createEndpoint(deps, caller, body),
  update: ({ caller, deps, params, body }) => updateEndpoint(deps, caller, params.id, body),
  remove: async ({ caller, deps, params }) => {
    await deleteEndpoint(deps, caller, params.id);
    return undefined;
  },
  test: ({ caller, deps, params }) => sendTestEvent(deps, caller, params.id),
  deliveries: ({ caller, deps, params, query }) => listDeliveries(deps, caller, params.id, query),
  resend: ({ caller, deps, params }) => resendDelivery(deps, caller, params.id),
  delivery: ({ caller, deps, params }) => deliveryDetail(deps, caller, params.id),
  rotateSecret: ({ caller, deps, params }) => rotateSecret(deps, caller, params.id),
});
