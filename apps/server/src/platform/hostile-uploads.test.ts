import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTIPART_BOUNDARY, multipart, PDF, PNG } from '../../test/fixtures/files';
import {
  addressesCsv,
  bombXlsx,
  longCellCsv,
  openQuoteCsv,
  rowsXlsx,
  wideCsv,
  xfdXlsx,
  zipOf,
} from '../../test/fixtures/hostile-files';
import { COMPANY, PERSONAL, registeredUser } from '../../test/fixtures/registration';
import { type Caller, ownerObjects, securityCallers, urlFor } from '../../test/security-fixtures';
import { as, createTestApp, type TestApp } from '../../test/test-app';
import type { RouteAccess } from './auth/access';

/**
 * Hostile multipart bodies and files against every route that reads an upload (issue 32), as fuzz.test.ts does for
 * JSON: the routes come from the route table (`config.upload`), each called as the caller it is for, so the body
 * reaches the form reader and, for the bulk invitation, the file reader. No answer may be a 5xx; every refusal has
 * the one error shape. Fixed seed and a bounded number of bodies per route (FUZZ_RUNS, FUZZ_SEED change them).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);

let t: TestApp;
let routes: (RouteAccess & { path: string; caller: Caller['call'] })[];
let signedOut: Caller['call'];

beforeAll(async () => {
  t = await createTestApp();
  const s = await securityCallers(t);
  const objects = await ownerObjects(
    t,
    s.owner,
    s.byName('owner HR user A').call,
    s.byName('platform administrator').call,
    s.tenant2,
  );
  // The registration wizard's contract step belongs to a user still registering, details saved.
  const registering = await registeredUser(t, 'hostile.registering@example.it');
  const wizard = as(t, registering.cookie);
  await wizard({
    method: 'POST',
    url: `/api/user/register/personal-detail/${registering.id}`,
    payload: PERSONAL,
  });
  await wizard({
    method: 'POST',
    url: `/api/user/register/company-detail/${registering.id}`,
    payload: COMPANY,
  });
  signedOut = s.byName('signed out').call;
  const callerFor: Record<string, Caller['call']> = {
    candidateLink: signedOut, // the link in the URL is the credential
    activeUser: s.byName('owner HR user A').call,
    hrUser: s.byName('owner HR user A').call,
    admin: s.byName('platform administrator').call,
    platformAdmin: s.byName('platform administrator').call,
    signedIn: wizard,
  };
  routes = t.app.routeTable
    .filter((r) => r.upload)
    .map((r) => ({
      ...r,
      path: urlFor(r.url, objects).replace(
        objects.hrUserId,
        r.access === 'signedIn' ? registering.id : objects.hrUserId,
      ),
      caller: callerFor[r.access] ?? signedOut,
    }));
}, 180_000);
afterAll(() => t?.close());

const HEADERS = { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` };
/** A form with fields and a file of a type the route takes (its content is cut before any check reads it). */
const wellFormed = (r: RouteAccess) =>
  multipart(
    { message: 'Messaggio', subject: 'Oggetto' },
    { name: `a.${r.upload!.extensions[0]}`, content: PDF },
  ).payload;

/** An answer that is not a 5xx and, when a refusal, the one error shape with its own status. */
function problemOf(status: number, body: string): string | null {
  if (status >= 500) return `${status} ${body.slice(0, 200)}`;
  if (status < 400) return null;
  try {
    const parsed = JSON.parse(body) as { statusCode?: unknown; key?: unknown };
    if (parsed.statusCode === status && typeof parsed.key === 'string' && /^[A-Z0-9_]+$/.test(parsed.key))
      return null;
  } catch {}
  return `${status} not the error shape: ${body.slice(0, 200)}`;
}

describe('a multipart body cut short (issue 32: 500 with a stack trace before)', () => {
  it('answers 400 BAD_REQUEST on every upload route, wherever it is cut', async () => {
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/report/bulk/preview');
    expect(routes.length).toBeGreaterThanOrEqual(6);
    for (const r of routes) {
      const body = wellFormed(r);
      const fileStart = body.indexOf('%PDF');
      for (const cut of [fileStart - 10, fileStart + 5, body.length - 8]) {
        const res = await r.caller({
          method: r.method as 'POST',
          url: r.path,
          headers: HEADERS,
          payload: body.subarray(0, cut),
        });
        expect([res.statusCode, res.json()], `${r.method} ${r.url} cut at ${cut}`).toEqual([
          400,
          { statusCode: 400, key: 'BAD_REQUEST' },
        ]);
      }
    }
  });
});

describe("the router's own errors", () => {
  it('answer in the one error shape and do not quote the URL', async () => {
    const long = `/api/user/client/${'a'.repeat(300)}`;
    for (const [url, status, key] of [
      ['/api/%zz-secret', 400, 'BAD_REQUEST'],
      ['/api/report/detail/%c0%af-secret/invitations', 400, 'BAD_REQUEST'],
      [long, 414, 'URL_TOO_LONG'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.json()).toEqual({ statusCode: status, key });
      expect(res.body).not.toMatch(/secret|aaaa/);
    }
  });
});

/** Files that stopped the server or answered 500 (the probe's), and the limits' edges; small enough to send often. */
const HOSTILE_FILES: [string, Buffer][] = [
  ['xfd.xlsx', xfdXlsx()],
  ['bomb.xlsx', bombXlsx(1)],
  ['bomb-lying.xlsx', bombXlsx(0.5, { declared: false })],
  ['righe.xlsx', rowsXlsx(20_000)],
  ['indirizzi.csv', addressesCsv(200_000)],
  ['largo.csv', wideCsv(5000)],
  ['cella.csv', longCellCsv(100_000)],
  ['virgolette.csv', openQuoteCsv(1_000_000)],
  ['vuoto.xlsx', zipOf([])],
  ['cartelle.xlsx', zipOf([{ name: '../../etc/passwd', data: Buffer.from('x') }])],
];

const fileArb = fc.oneof(
  fc.constantFrom(...HOSTILE_FILES).map(([name, content]) => ({ name, content })),
  fc.record({
    name: fc.oneof(
      fc.constantFrom(
        'a.pdf',
        'a.png',
        'a.csv',
        'a.xlsx',
        'a.p7m',
        'a.docx',
        'a.txt',
        'a.exe',
        '',
        '.',
        '..',
      ),
      fc.string({ maxLength: 300 }).map((s) => `${s}.${['pdf', 'csv', 'xlsx', 'p7m'][s.length % 4]}`),
    ),
    content: fc.oneof(
      fc.uint8Array({ maxLength: 4096 }).map((b) => Buffer.from(b)),
      fc
        .tuple(
          fc.constantFrom(PDF, PNG, Buffer.from('PK\x03\x04'), Buffer.from('0\x82')),
          fc.uint8Array({ maxLength: 2048 }),
        )
        .map(([head, tail]) => Buffer.concat([head, tail])),
      fc.string({ maxLength: 2000 }).map((s) => Buffer.from(s)),
    ),
  }),
);

/** A whole body: fields and a file, then one mutation (cut, a second file, a broken header, the boundary changed). */
const bodyArb = fc
  .record({
    fields: fc.dictionary(fc.string({ maxLength: 20 }), fc.string({ maxLength: 200 }), { maxKeys: 4 }),
    file: fileArb,
    field: fc.constantFrom('file', 'document', ''),
    mutation: fc.constantFrom(
      'none',
      'cut',
      'two files',
      'no end',
      'bad header',
      'other boundary',
      'no type',
    ),
    cutAt: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ fields, file, field, mutation, cutAt }) => {
    const clean = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k.replace(/["\r\n]/g, '') || 'x', v]),
    );
    let { payload, headers } = multipart(clean, {
      name: file.name.replace(/["\r\n]/g, ''),
      content: file.content,
      field,
    });
    if (mutation === 'cut') payload = payload.subarray(0, Math.floor(payload.length * cutAt));
    if (mutation === 'two files')
      payload = Buffer.concat([
        payload.subarray(0, payload.lastIndexOf(`--${MULTIPART_BOUNDARY}--`)),
        payload,
      ]);
    if (mutation === 'no end')
      payload = payload.subarray(0, payload.lastIndexOf(`--${MULTIPART_BOUNDARY}--`));
    if (mutation === 'bad header')
      payload = Buffer.from(
        payload.toString('latin1').replace('Content-Disposition', 'Content-Dispo\u0000'),
        'latin1',
      );
    const type =
      mutation === 'other boundary'
        ? 'multipart/form-data; boundary=something-else'
        : mutation === 'no type'
          ? 'multipart/form-data'
          : headers['content-type'];
    return { payload, type, label: `${file.name} (${file.content.length} B) ${mutation}` };
  });

describe('fuzzing every upload route with hostile files and bodies', () => {
  it('answers no 5xx, only the one error shape', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const r of routes) {
      for (const caller of [r.caller, signedOut]) {
        await fc
          .assert(
            fc.asyncProperty(bodyArb, async (b) => {
              requests++;
              const res = await caller({
                method: r.method as 'POST',
                url: r.path,
                headers: { 'content-type': b.type },
                payload: b.payload,
              });
              const problem = problemOf(res.statusCode, res.body);
              if (problem) failures.push(`${r.method} ${r.url} ${b.label} → ${problem}`);
              return problem === null;
            }),
            { numRuns: RUNS, seed: SEED, endOnFailure: true },
          )
          .catch(() => {}); // collected in `failures`, every route still runs
      }
      // Every hostile file once, whole, as the route's own caller.
      for (const [name, content] of HOSTILE_FILES) {
        requests++;
        const res = await r.caller({
          method: r.method as 'POST',
          url: r.path,
          ...multipart({}, { name, content }),
        });
        const problem = problemOf(res.statusCode, res.body);
        if (problem) failures.push(`${r.method} ${r.url} ${name} → ${problem}`);
      }
    }
    console.info(`upload fuzz: ${requests} requests on ${routes.length} routes, ${failures.length} failures`);
    expect(failures).toEqual([]);
    // The server still reads a good file afterwards.
    const bulk = routes.find((r) => r.url === '/api/report/bulk/preview')!;
    const ok = await bulk.caller({
      method: 'POST',
      url: bulk.path,
      ...multipart({}, { name: 'ok.csv', content: addressesCsv(3) }),
    });
    expect(ok.statusCode).toBe(200);
  }, 300_000);
});
