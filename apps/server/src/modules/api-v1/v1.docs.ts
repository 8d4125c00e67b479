import { createHash } from 'node:crypto';
import { OpenApiDocumentSchema } from '@hrwe/domain';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { brandOf } from '../tenants';
import { V1_PREFIX, v1Document } from './v1.openapi';

/** Inline scripts of a page, as CSP hashes: the documentation page runs its own and nothing injected. */
const scriptHashes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );

const BUILT_IN = 'HR.We';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The product name of the host's tenant: a white-label tenant's documentation never says HR.We (issue 26). */
const productOf = async (app: FastifyInstance, request: FastifyRequest) =>
  (await brandOf(app.deps, request.tenant.id)).productName;

/** `text` with the tenant's product name wherever it says HR.We (JSON-escaped inside a JSON text). */
const rebrand = (text: string, product: string, json = false) =>
  product === BUILT_IN
    ? text
    : text.replaceAll(BUILT_IN, json ? JSON.stringify(product).slice(1, -1) : product);

/**
 * GET /api/v1/openapi.json (the document) and /api/v1/docs (Scalar's reference, its script served from the
 * package, nothing from a CDN; default fonts off so the page loads nothing from elsewhere).
 */
export async function v1DocsRoutes(app: FastifyInstance) {
  let doc: string | null = null;
  app.get(
    '/openapi.json',
    { config: { access: 'public' }, schema: { hide: true, response: { 200: OpenApiDocumentSchema } } },
    async (request) => {
      doc ??= JSON.stringify(v1Document(app));
      return JSON.parse(rebrand(doc, await productOf(app, request), true));
    },
  );

  app.addHook('onSend', async (request, reply, raw) => {
    if (typeof raw !== 'string' || !String(reply.getHeader('content-type')).startsWith('text/html'))
      return raw;
    // The page's title names the host's brand (the heading comes from the document above).
    const product = await productOf(app, request);
    const payload = raw.replace(
      /<title>([^<]*)<\/title>/,
      (_m, title: string) => `<title>${escapeHtml(rebrand(title, product))}</title>`,
    );
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
      // No documentation tool's own controls on a product's page: its toolbar (Configure, Share, Deploy), its AI
      // agent ("Ask AI") and MCP offers.
      showDeveloperTools: 'never',
      agent: { disabled: true },
      mcp: { disabled: true },
      // Scalar's light colours (HTTP methods, JSON literals, muted text) are below 4.5:1 on its grey blocks (WCAG AA).
      customCss: `.light-mode {
        --scalar-color-green: #00704a; --scalar-color-blue: #005a9c; --scalar-color-orange: #a84d00;
        --scalar-color-red: #c0262d; --scalar-color-yellow: #7a5c00; --scalar-color-purple: #6b3fa0;
        --scalar-color-2: #3f4349; --scalar-color-3: #55595f;
      }`,
    },
  });
}
