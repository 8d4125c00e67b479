import type { FastifyInstance } from 'fastify';

/** One year, subdomains included: browsers that reached us over HTTPS never try plain HTTP again. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Strict-Transport-Security on answers served over HTTPS. Behind a reverse proxy (TRUST_PROXY=true) the protocol
 * comes from X-Forwarded-Proto; over plain HTTP the header would be ignored by browsers and is not sent.
 */
export function registerHsts(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_VALUE);
  });
}
