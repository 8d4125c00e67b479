import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer (Content-Security-Policy, X-Content-Type-Options, Referrer-Policy, …;
 * Strict-Transport-Security is platform/hsts.ts's, over HTTPS only). The middleware is built once: @fastify/helmet
 * built it again for every request, parsing the policy each time (docs/decisions/scale-prepared-queries.md).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
        scriptSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false, // sent by registerHsts, over HTTPS only
  });
  app.addHook('onRequest', (request, reply, done) =>
    apply(request.raw, reply.raw, (err) => done(err as Error)),
  );
}
