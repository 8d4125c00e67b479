import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What an incoming X-Request-Id may be: a proxy's or client's trace id, never anything that could forge a log line. */
const USABLE_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * The id of a request: behind a trusted proxy (TRUST_PROXY) the X-Request-Id it sent, so one id follows the request
 * through the proxy's and our logs; otherwise (or when unusable) a new UUID. A client cannot choose its id directly.
 */
export function requestIdGenerator(trustProxy: boolean) {
  return (req: IncomingMessage): string => {
    const incoming = req.headers['x-request-id'];
    return trustProxy && typeof incoming === 'string' && USABLE_ID.test(incoming) ? incoming : randomUUID();
  };
}

/** Every answer, errors and the web app's files included, carries its request's id (to quote in a support ticket). */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
