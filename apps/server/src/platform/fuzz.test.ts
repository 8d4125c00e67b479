import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyArb, headersArb, type JsonSchema, paramArb } from '../../test/openapi-arbitraries';
import {
  type Caller,
  type Objects,
  ownerObjects,
  securityCallers,
  urlFor,
} from '../../test/security-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Property-based fuzzing from the OpenAPI document: for every operation, as each kind of caller, requests with
 * valid, boundary and mutated bodies, parameters and headers (fast-check, fixed seed, a bounded number per
 * operation). No answer may be a 5xx; an error answer has the one error shape with its own status; a success has
 * a status the operation declares (its body is checked against the declared schema by the server's serializer,
 * which answers 500 when it does not fit).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const ROLES = [
  'signed out',
  'owner HR user A',
  'HR user still registering',
  'platform administrator',
  'other tenant administrator',
];

type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

let t: TestApp;
let callers: Caller[];
let objects: Objects;
let doc: Doc;
let requests = 0;
const failures: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const s = await securityCallers(t);
  callers = s.callers.filter((c) => ROLES.includes(c.name));
  objects = await ownerObjects(
    t,
    s.owner,
    s.byName('owner HR user A').call,
    s.byName('platform administrator').call,
    s.tenant2,
  );
  doc = t.app.swagger() as unknown as Doc;
}, 120_000);
afterAll(async () => {
  console.info(`fuzz: ${requests} requests, ${failures.length} failures`);
  await t?.close();
});

const resolve = (ref: string): JsonSchema => doc.components?.schemas?.[ref.split('/').pop() ?? ''] ?? {};

describe('fuzzing every operation of the OpenAPI document', () => {
  it('answers no 5xx and nothing outside the declared shapes', async () => {
    const routeAccess = new Map(t.app.routeTable.map((r) => [`${r.method} ${r.url}`, r.access]));
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const url = path.replace(/\{(\w+)\}/g, ':$1');
        const access = routeAccess.get(`${method.toUpperCase()} ${url}`);
        // A public call answers everyone alike: signed out is enough. Signing out would end the callers' sessions.
        const who =
          access === 'public' || access === 'candidateLink' || (method === 'delete' && url === '/api/session')
            ? callers.filter((c) => c.name === 'signed out')
            : callers;
        const real = urlFor(url, objects);
        const params = (op.parameters ?? []).filter((p) => p.in === 'path');
        const query = (op.parameters ?? []).filter((p) => p.in === 'query');
        const realValues = Object.fromEntries(
          params.map((p) => [
            p.name,
            decodeURIComponent(real.split('/')[url.split('/').indexOf(`:${p.name}`)] ?? ''),
          ]),
        );
        const request = fc.record({
          params: fc.record(
            Object.fromEntries(params.map((p) => [p.name, paramArb(p.schema, resolve, realValues[p.name])])),
          ),
          query: fc.record(Object.fromEntries(query.map((p) => [p.name, paramArb(p.schema, resolve)])), {
            requiredKeys: [],
          }),
          body: bodyArb(op.requestBody?.content?.['application/json']?.schema, resolve),
          headers: headersArb,
        });
        // @fastify/swagger writes a 'Default Response' 200 for a route that declares none: not a declaration.
        const declared2xx = Object.entries(op.responses ?? {})
          .filter(
            ([s, r]) =>
              s.startsWith('2') && (r as { description?: string }).description !== 'Default Response',
          )
          .map(([s]) => s);
        for (const caller of who) {
          await fc
            .assert(
              fc.asyncProperty(request, async (r) => {
                const filled = url.replace(/:(\w+)/g, (_, n: string) =>
                  encodeURIComponent(r.params[n] ?? ''),
                );
                const qs = new URLSearchParams(r.query as Record<string, string>).toString();
                const withBody = method !== 'get' && method !== 'delete' && r.body !== undefined;
                requests++;
                const res = await caller.call({
                  method: method.toUpperCase() as 'GET',
                  url: qs ? `${filled}?${qs}` : filled,
                  headers: withBody ? r.headers : { 'accept-language': r.headers['accept-language'] },
                  ...(withBody ? { payload: JSON.stringify(r.body) } : {}),
                });
                const problem = problemOf(res.statusCode, res.headers['content-type'], res.body, declared2xx);
                if (problem) {
                  failures.push(
                    `${caller.name}: ${method.toUpperCase()} ${filled}${qs ? `?${qs}` : ''} → ${problem}`,
                  );
                  return false;
                }
                return true;
              }),
              { numRuns: RUNS, seed: SEED, endOnFailure: true },
            )
            .catch(() => {}); // collected in `failures`, all operations still run
        }
      }
    }
    expect(requests).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 180_000);
});

/** What is wrong with an answer, or null. */
function problemOf(status: number, type: unknown, body: string, declared2xx: string[]): string | null {
  if (status >= 500) return `${status} ${body.slice(0, 200)}`;
  if (status >= 200 && status < 300) {
    if (declared2xx.length && !declared2xx.includes(String(status))) return `undeclared ${status}`;
    return null;
  }
  if (status >= 300 && status < 400) return null;
  if (!String(type).includes('application/json')) return `${status} error without the JSON error shape`;
  const parsed = JSON.parse(body) as { statusCode?: unknown; key?: unknown };
  if (parsed.statusCode !== status || typeof parsed.key !== 'string' || !/^[A-Z0-9_]+$/.test(parsed.key))
    return `${status} error shape ${body.slice(0, 200)}`;
  return null;
}
