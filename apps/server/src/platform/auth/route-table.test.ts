import { ACCESS_LEVELS, allOperations, mayAccess } from '@hrwe/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  type Objects,
  ownerObjects,
  securityCallers,
  urlFor,
} from '../../../test/security-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type RouteAccess, registerAccessDeclarations } from './access';

/**
 * Generated from the registered route table and the OpenAPI document, not from a hand-written list: every route
 * that is not public is called by every kind of caller; anyone outside its declared access must be refused, and
 * anyone inside it but outside the data's scope (another HR user, the other tenant) must not get a 2xx for an
 * object of the owner's.
 */
let t: TestApp;
let callers: Caller[];
let byName: (n: string) => Caller;
let objects: Objects;
let routes: RouteAccess[];
let requests = 0;

beforeAll(async () => {
  t = await createTestApp();
  const s = await securityCallers(t);
  callers = s.callers;
  byName = s.byName;
  objects = await ownerObjects(
    t,
    s.owner,
    byName('owner HR user A').call,
    byName('platform administrator').call,
    s.tenant2,
  );
  routes = t.app.routeTable.filter((r) => /^\/(api|dev)\//.test(r.url) && !r.url.startsWith('/api/docs'));
}, 120_000);
afterAll(async () => {
  console.info(`route table: ${routes?.length} routes, ${callers?.length} callers, ${requests} requests`);
  await t?.close();
});

const call = async (c: Caller, r: RouteAccess) => {
  requests++;
  const mutating = r.method !== 'GET' && r.method !== 'DELETE';
  return c.call({
    method: r.method as 'GET',
    url: urlFor(r.url, objects),
    ...(mutating ? { payload: {} } : {}),
  });
};
const is2xx = (s: number) => s >= 200 && s < 300;

describe('deny by default', () => {
  it('refuses to start with a route that declares no access', async () => {
    const app = Fastify();
    registerAccessDeclarations(app);
    const response = { 200: { type: 'string' } };
    expect(() => app.get('/api/forgotten', { schema: { response } }, async () => 'open')).toThrow(
      /declares no access/,
    );
    app.get('/api/declared', { config: { access: 'admin' }, schema: { response } }, async () => 'ok');
    expect(() =>
      app.get(
        '/api/misspelt',
        { config: { access: 'admins' as never }, schema: { response } },
        async () => 'open',
      ),
    ).toThrow(/declares no access/);
  });

  it('refuses to start with an API route that does not describe its answer', async () => {
    const app = Fastify();
    registerAccessDeclarations(app);
    expect(() => app.get('/api/undescribed', { config: { access: 'admin' } }, async () => 'ok')).toThrow(
      /declares no response schema/,
    );
    // The web app's pages and the development mailbox are not the API.
    app.get('/dev/page', { config: { access: 'public' } }, async () => 'ok');
  });

  it('has a declaration for every route, and the OpenAPI document lists the same operations', () => {
    expect(routes.length).toBeGreaterThan(90);
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const registered = routes.filter((r) => r.url.startsWith('/api/')).map((r) => `${r.method} ${r.url}`);
    for (const op of documented) expect(registered, op).toContain(op);
    for (const r of routes) expect(ACCESS_LEVELS).toContain(r.access);
  });

  it('registers every operation of the domain once, with its declared access', () => {
    const operations = allOperations();
    expect(operations.length).toBeGreaterThan(5);
    for (const [name, op] of operations) {
      const served = routes.filter((r) => r.method === op.method && r.url === op.path);
      expect(
        served.map((r) => [r.access, r.operation]),
        name,
      ).toEqual([[op.access, name.split('.')[1]]]);
    }
  });

  it('refuses every caller outside a route’s declared access (401, 403), before reading its input', async () => {
    const failures: string[] = [];
    for (const r of routes.filter((x) => x.access !== 'public' && x.access !== 'candidateLink')) {
      for (const c of callers) {
        if (mayAccess(r.access, c.actor)) continue;
        const res = await call(c, r);
        const expected = c.actor ? [403] : r.url.startsWith('/api/') ? [401] : [302];
        if (!expected.includes(res.statusCode))
          failures.push(`${c.name}: ${r.method} ${r.url} (${r.access}) answered ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers no 2xx for the owner’s objects to callers inside the access but outside the data’s scope', async () => {
    const outsiders = [
      'other HR user B',
      'HR user still registering',
      'other tenant HR user',
      'other tenant administrator',
    ];
    const failures: string[] = [];
    let checked = 0;
    for (const r of routes.filter((x) => x.url.includes('/:') && x.access !== 'public')) {
      for (const name of outsiders) {
        const c = byName(name);
        if (!mayAccess(r.access, c.actor)) continue;
        // A candidate's link is the credential whoever holds it; on another tenant's host it must show nothing.
        if (r.access === 'candidateLink' && !name.startsWith('other tenant')) continue;
        checked++;
        const res = await call(c, r);
        const leaks =
          r.access === 'candidateLink' ? res.body.includes(objects.hrEmail) : is2xx(res.statusCode);
        if (leaks) failures.push(`${name}: ${r.method} ${r.url} answered ${res.statusCode}`);
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  });

  it('is not vacuous: the owner (or the administrator) reads those same objects', async () => {
    // Objects A does not have in its state: a registration wizard's contract (A is past registration), a signed
    // contract (A was created directly).
    const absent = [
      '/api/user/register/contract-document/:registerId/template',
      '/api/user/register/contract-document/:registerId/file',
      '/api/user/client/:id/contract',
      // A's completed candidate has not contested: no contest document to read.
      '/api/report/candidate/:uuid/contest/:contestId/file',
    ];
    const failures: string[] = [];
    const reads = routes.filter(
      (x) => x.method === 'GET' && x.url.includes('/:') && x.access !== 'public' && !absent.includes(x.url),
    );
    expect(reads.length).toBeGreaterThan(20);
    for (const r of reads) {
      const owner = byName('owner HR user A');
      const c = mayAccess(r.access, owner.actor) ? owner : byName('platform administrator');
      const res = await call(c, r);
      if (!is2xx(res.statusCode)) failures.push(`${c.name}: GET ${r.url} answered ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
