import { candidateLinkOperations } from '@hrwe/domain';
import type { FastifyInstance } from 'fastify';
import { operationRoutes } from '../../platform/operations';
import { createRateLimiter } from './candidate-public.rate-limit';
import {
  consentChecked,
  linkCompany,
  linkState,
  recordConsent,
  submitEntry,
} from './candidate-public.service';

const routes = operationRoutes(candidateLinkOperations, {
  state: ({ deps, tenant, params }) =>
    linkState(deps.db, tenant.id, params.requestNumber, params.uuid, new Date()),
  company: ({ deps, tenant, body }) =>
    linkCompany(deps.db, tenant.id, body.requestNumber, body.uuid, new Date()),
  recordConsent: ({ deps, tenant, params, body, request }) =>
    recordConsent(
      deps,
      tenant.id,
      params.requestNumber,
      params.uuid,
      body,
      { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
      new Date(),
    ),
  consentChecked: ({ deps, tenant, params }) =>
    consentChecked(deps.db, tenant.id, params.requestNumber, params.uuid, new Date()),
  submitEntry: ({ deps, tenant, params, body }) =>
    submitEntry(deps, tenant.id, params.requestNumber, params.uuid, body, new Date()),
});

/**
 * The candidate's calls: no sign-in, the link (request number and UUID) is the credential. Rate-limited per
 * address; the URLs are logged with the UUID masked (platform/logging.ts) and nothing here logs it.
 */
export async function candidatePublicRoutes(app: FastifyInstance) {
  const limit = createRateLimiter(app.deps.pool);
  app.addHook('onRequest', async (request) => {
    await limit(request.ip);
  });
  await routes(app);
}
