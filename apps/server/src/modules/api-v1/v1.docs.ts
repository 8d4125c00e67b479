import { createHash } from 'node:crypto';
import { OpenApiDocumentSchema } from '@hrwe/domain';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { V1_PREFIX, v1Document } from './v1.openapi';

/** Inline scripts of a page, as CSP hashes: the documentation page runs its own and nothing injected. */
const scriptHashes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );

/**
 * GET /api/v1/openapi.json (the document) and /api/v1/docs (Scalar's reference, its script served from the
 * package, nothing from a CDN; default fonts off so the page loads nothing from elsewhere).
 */
export async function v1DocsRoutes(app: FastifyInstance) {
  let doc: object | null = null;
  app.get(
    '/openapi.json',
    { config: { access: 'public' }, schema: { hide: true, response: { 200: OpenApiDocumentSchema } } },
    async () => (doc ??= v1Document(app)),
  );

  app.addHook('onSend', async (_request, reply, payload) => {
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type')).startsWith('text/html'))
      return payload;
    reply.header(
      'content-security-policy',
      [
        "default-src 'self'",
        `script-src 'self' ${scriptHashes(payload).join(' ')}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "object-src 'none'",
      ].join('; '),
    );
    // Scalar's page has no language: screen readers need one (the reference is in English).
    return payload.replace(/<html(?![^>]*\blang=)/, '<html lang="en"');
  });
  await app.register(scalar, {
    routePrefix: '/docs',
    configuration: {
      url: `${V1_PREFIX}/openapi.json`,
      pageTitle: 'HR.We API v1',
      withDefaultFonts: false,
      hideClientButton: true,
      // Scalar's light colours (HTTP methods, JSON literals) are below 4.5:1 on its grey code blocks (WCAG AA).
      customCss: `.light-mode {
        --scalar-color-green: #00704a; --scalar-color-blue: #005a9c; --scalar-color-orange: #a84d00;
        --scalar-color-red: #c0262d; --scalar-color-yellow: #7a5c00; --scalar-color-purple: #6b3fa0;
      }`,
    },
  });
}
