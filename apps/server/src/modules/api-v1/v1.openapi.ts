import { V1_SECURITY_SCHEMES } from '@hrwe/domain';
import type { FastifyInstance } from 'fastify';

type Operation = { responses?: Record<string, { description?: string; headers?: object }> };
type Document = { paths?: Record<string, Record<string, Operation>>; components?: Record<string, unknown> };

export const V1_PREFIX = '/api/v1';

const RATE_HEADERS = {
  'RateLimit-Limit': { description: 'Calls this key may make in the window', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Calls left in the current window', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window starts again', schema: { type: 'integer' } },
  'RateLimit-Policy': {
    description: 'The limit and its window, e.g. `300;w=60`',
    schema: { type: 'string' },
  },
};

const description = (
  perMinute: number,
) => `The public API of HR.We: order checks from your own systems with the
same rules, scopes and audit as the screens.

**Authentication.** Create a key on *Profile → API keys* and send it as \`Authorization: Bearer hrwe_…\` to the host
name of your company's HR.We (the key belongs to that tenant). A key acts as the person who created it, sees
exactly what that person sees on the screens, never reaches administrator calls, and stops working as soon as it is
revoked or expires (401 \`API_KEY_NOT_VALID\`).

**Rate limits.** ${perMinute} calls per minute per key. Every answer carries \`RateLimit-Limit\`,
\`RateLimit-Remaining\`, \`RateLimit-Reset\` and \`RateLimit-Policy\`; past the limit the answer is 429
\`API_RATE_LIMITED\` with \`Retry-After\`.

**Retries.** Creations accept an \`Idempotency-Key\` header, remembered for 24 hours: the same key and body answer
the first result and create (and e-mail) nothing more; another body is 409 \`IDEMPOTENCY_KEY_REUSED\`.

**Lists** take \`page\` (from 1), \`pageSize\` (up to 200) and \`sort=field:asc|desc\`, and answer
\`{ data, count, page, pageSize }\`.

**Errors** are \`{ statusCode, key, fields? }\`: \`key\` names the error (translated in the catalogues of the web
app), \`fields\` maps each wrong field to its key.`;

/** The component schemas the paths use (directly or through another component), not the whole application's. */
function referenced(paths: object, schemas: Record<string, unknown>) {
  const kept: Record<string, unknown> = {};
  let text = JSON.stringify(paths);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, schema] of Object.entries(schemas)) {
      if (kept[name] || !text.includes(`"#/components/schemas/${name}"`)) continue;
      kept[name] = schema;
      text += JSON.stringify(schema);
      grew = true;
    }
  }
  return Object.fromEntries(
    Object.keys(schemas)
      .filter((n) => kept[n])
      .map((n) => [n, kept[n]]),
  );
}

/**
 * The v1 OpenAPI document: the operations under /api/v1 (packages/domain's api-v1/v1.operations.ts, registered by
 * operationRoutes) taken from the application's document, which @fastify/swagger makes of their declarations, with
 * the key's security scheme and the rate-limit headers of every answer (v1.rate-limit.ts sends them).
 */
export function v1Document(app: FastifyInstance): Document {
  const all = app.swagger() as Document;
  const paths: NonNullable<Document['paths']> = {};
  for (const [path, ops] of Object.entries(all.paths ?? {})) {
    if (!path.startsWith(`${V1_PREFIX}/`)) continue;
    const withHeaders: Record<string, Operation> = {};
    for (const [method, op] of Object.entries(ops)) {
      const responses = Object.fromEntries(
        Object.entries(op.responses ?? {}).map(([status, r]) => [
          status,
          status === '401' ? r : { ...r, headers: { ...(r.headers ?? {}), ...RATE_HEADERS } },
        ]),
      );
      withHeaders[method] = { ...op, responses };
    }
    paths[path] = withHeaders;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'HR.We API',
      version: '1.0.0',
      description: description(app.deps.config.API_RATE_LIMIT_PER_MINUTE),
    },
    servers: [{ url: '/', description: "Your company's HR.We host" }],
    tags: [
      { name: 'requests', description: 'Report requests: invitations by e-mail' },
      { name: 'candidates', description: 'Candidates, their results and single visure' },
    ],
    paths,
    components: {
      schemas: referenced(paths, (all.components as { schemas?: Record<string, unknown> })?.schemas ?? {}),
      securitySchemes: V1_SECURITY_SCHEMES,
    },
    security: [{ apiKey: [] }],
  } as Document;
}
