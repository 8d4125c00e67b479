import type { FastifyInstance } from 'fastify';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Mutating calls from a browser must come from the same host: a foreign Origin is refused (CSRF defence beside SameSite=Lax). */
export function registerOriginCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      host = '';
    }
    if (host !== request.host.replace(/:(80|443)$/, '')) {
      request.log.warn({ origin: host }, 'foreign origin refused');
      return reply.status(403).send({ statusCode: 403, key: 'ORIGIN_REFUSED' });
    }
  });
}
