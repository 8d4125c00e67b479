import { ERROR_STATUS, v1Operations } from '@hrwe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyCaller } from '../../../test/fixtures/api-keys';
import { completedCheck } from '../../../test/fixtures/payments';
import { entry, inDays, secondTenantHr } from '../../../test/fixtures/reports';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app';

/** The public API on the screens' services: scope, idempotent creation, reads, PDF, re-send, cancel, visura. */
let t: TestApp;
let a: Awaited<ReturnType<typeof keyCaller>>;
let b: Awaited<ReturnType<typeof keyCaller>>;
let adminKey: Awaited<ReturnType<typeof keyCaller>>;
let ownerA: { id: string; tenantId: number };
const q = async (sql: string, params: unknown[] = []) => (await t.deps.pool.query(sql, params)).rows;

beforeAll(async () => {
  t = await createTestApp();
  ownerA = await createUser(t, { email: 'api.a@example.it', companyName: 'Api Spa' });
  await createUser(t, { email: 'api.b@example.it' });
  await createUser(t, { email: 'api.admin@example.it', role: 'ROLE_ADMIN' });
  a = await keyCaller(t, 'api.a@example.it');
  b = await keyCaller(t, 'api.b@example.it');
  adminKey = await keyCaller(t, 'api.admin@example.it');
});
afterAll(() => t.close());

const body = (emails: string[], over: object = {}) => ({
  referencePerson: 'Selezione API',
  role: 'Magazziniere',
  purpose: 'MANAGEMENT',
  validEndDate: inDays(10),
  emailAddresses: emails,
  ...over,
});
const create = (payload: object, key?: string, call = a.call) =>
  call({
    method: 'POST',
    url: '/api/v1/requests',
    payload,
    headers: key ? { 'idempotency-key': key } : {},
  });
const invitesTo = async (prefix: string) =>
  (
    await q(
      `select to_address, count(*)::int n from mails where to_address like $1 and idempotency_key like 'invite:%'
        group by 1 order by 1`,
      [`${prefix}%`],
    )
  ).map((r) => r.n);

describe('creating a request with an Idempotency-Key', () => {
  it('the same key and body: the same request, one e-mail per candidate', async () => {
    const payload = body(['idem.one@example.it', 'idem.two@example.it']);
    const first = await create(payload, 'ats-order-0001');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'OPEN', kind: 'INVITATION', noOfCandidates: 2 });
    const again = await create(payload, 'ats-order-0001');
    expect(again.statusCode).toBe(201);
    expect(again.json().requestNumber).toBe(first.json().requestNumber);
    expect(await invitesTo('idem.')).toEqual([1, 1]);
    expect(
      (await q(`select count(*)::int n from report_requests where reference_person = 'Selezione API'`))[0].n,
    ).toBe(1);
  });

  it('two calls at once with one key make one request', async () => {
    const payload = body(['race.one@example.it', 'race.two@example.it', 'race.three@example.it']);
    const answers = await Promise.all([create(payload, 'ats-race-0001'), create(payload, 'ats-race-0001')]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(new Set(answers.map((r) => r.json().requestNumber)).size).toBe(1);
    expect(await invitesTo('race.')).toEqual([1, 1, 1]);
  });

  it('the same key with another body is 409 IDEMPOTENCY_KEY_REUSED and creates nothing', async () => {
    expect((await create(body(['reuse.one@example.it']), 'ats-reuse-0001')).statusCode).toBe(201);
    const other = await create(body(['reuse.two@example.it']), 'ats-reuse-0001');
    expect(other.statusCode).toBe(409);
    expect(other.json().key).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await invitesTo('reuse.')).toEqual([1]);
  });

  it('a key is per caller, and forgotten after 24 hours', async () => {
    const payload = body(['day.one@example.it']);
    const mine = await create(payload, 'ats-day-00001');
    const theirs = await create(payload, 'ats-day-00001', b.call);
    expect(theirs.json().requestNumber).not.toBe(mine.json().requestNumber);
    await q(
      `update idempotent_requests set created_at = now() - interval '25 hours' where key = 'ats-day-00001'`,
    );
    const later = await create(payload, 'ats-day-00001');
    expect(later.statusCode).toBe(201);
    expect(later.json().requestNumber).not.toBe(mine.json().requestNumber);
  });

  it('without a key each call creates; a malformed key and a bad body are refused with their keys', async () => {
    const one = await create(body(['nokey@example.it']));
    const two = await create(body(['nokey@example.it']));
    expect(one.json().requestNumber).not.toBe(two.json().requestNumber);
    const bad = await create(body(['x@example.it']), 'no spaces!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().key).toBe('IDEMPOTENCY_KEY_NOT_VALID');
    const invalid = await create({ referencePerson: '', validEndDate: inDays(-1), emailAddresses: ['nope'] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      key: 'VALIDATION_FAILED',
      fields: {
        referencePerson: 'REPORT_NAME_REQUIRED',
        validEndDate: 'VALID_END_DATE_PAST',
        'emailAddresses.0': 'EMAIL_NOT_VALID',
      },
    });
  });

  it('an administrator’s key reads the tenant but orders nothing, as on the screens', async () => {
    const res = await create(body(['adm@example.it']), undefined, adminKey.call);
    expect(res.statusCode).toBe(403);
    expect(res.json().key).toBe('ADMIN_CANNOT_CREATE_REPORT');
    const list = (await adminKey.call({ method: 'GET', url: '/api/v1/requests?pageSize=200' })).json();
    expect(list.count).toBeGreaterThan(3);
  });
});

describe('reading requests and candidates', () => {
  it('lists with the listing protocol, reads one request and its candidates', async () => {
    const made = (
      await create(body(['read.one@example.it', 'read.two@example.it'], { referencePerson: 'Lettura' }))
    ).json();
    const page = await a.call({
      method: 'GET',
      url: '/api/v1/requests?name=Lettura&pageSize=1&sort=requestNumber:desc',
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      count: 1,
      page: 1,
      pageSize: 1,
      data: [{ requestNumber: made.requestNumber }],
    });
    expect(page.headers['ratelimit-limit']).toBe('300');
    expect(Number(page.headers['ratelimit-remaining'])).toBeLessThan(300);
    const one = await a.call({ method: 'GET', url: `/api/v1/requests/${made.requestNumber}` });
    expect(one.json()).toMatchObject({ referencePerson: 'Lettura', cancelledAt: null });
    const cands = (
      await a.call({ method: 'GET', url: `/api/v1/requests/${made.requestNumber}/candidates` })
    ).json();
    expect(cands.data.map((c: { email: string }) => c.email).sort()).toEqual([
      'read.one@example.it',
      'read.two@example.it',
    ]);
    const uuid = cands.data[0].uuid;
    const cand = await a.call({ method: 'GET', url: `/api/v1/candidates/${uuid}` });
    expect(cand.json()).toMatchObject({ uuid, requestNumber: made.requestNumber, status: 'NOT_COMPLETE' });
    const all = (await a.call({ method: 'GET', url: '/api/v1/candidates?q=read.one' })).json();
    expect(all.data).toEqual([
      expect.objectContaining({ uuid: expect.any(String), email: 'read.one@example.it' }),
    ]);
    const badSort = await a.call({ method: 'GET', url: '/api/v1/requests?sort=nope' });
    expect(badSort.statusCode).toBe(400);
  });

  it('a completed candidate’s result, score and PDF', async () => {
    const done = await completedCheck(t, ownerA);
    const res = await a.call({ method: 'GET', url: `/api/v1/candidates/${done.candidate.id}/result` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      uuid: done.candidate.id,
      status: 'COMPLETE',
      requestNumber: done.requestNumber,
    });
    const pdf = await a.call({ method: 'GET', url: `/api/v1/candidates/${done.candidate.id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const audited = await q(
      `select action from audit_log where subject_id = $1 and action in ('candidate.report.view', 'candidate.report.pdf') order by action`,
      [done.candidate.id],
    );
    expect(audited.map((r) => r.action)).toEqual(['candidate.report.pdf', 'candidate.report.view']);
  });
});

describe('scope of a key: never another user’s or tenant’s data', () => {
  it('B’s key and another tenant’s key get 404 for A’s request and candidate, and do not list them', async () => {
    const made = (await create(body(['scope.one@example.it'], { referencePerson: 'Riservata A' }))).json();
    const [cand] = await q(`select id from candidates where email = 'scope.one@example.it'`);
    const other = await secondTenantHr(t, 'api.tenant2@altro.it');
    void other;
    const c = await keyCaller(t, 'api.tenant2@altro.it', 'tenant2.localhost');
    for (const caller of [b.call, c.call]) {
      for (const url of [
        `/api/v1/requests/${made.requestNumber}`,
        `/api/v1/requests/${made.requestNumber}/candidates`,
        `/api/v1/candidates/${cand.id}`,
        `/api/v1/candidates/${cand.id}/result`,
        `/api/v1/candidates/${cand.id}/pdf`,
      ]) {
        const res = await caller({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
      }
      for (const url of [
        `/api/v1/requests/${made.requestNumber}/cancel`,
        `/api/v1/candidates/${cand.id}/resend-invitation`,
      ]) {
        const res = await caller({ method: 'POST', url });
        expect(res.statusCode, url).toBe(404);
      }
      const lists = [
        (await caller({ method: 'GET', url: '/api/v1/requests?pageSize=200' })).body,
        (await caller({ method: 'GET', url: '/api/v1/candidates?pageSize=200' })).body,
      ];
      for (const l of lists) {
        expect(l).not.toContain(made.requestNumber);
        expect(l).not.toContain('scope.one@example.it');
      }
    }
    const still = await a.call({ method: 'GET', url: `/api/v1/requests/${made.requestNumber}` });
    expect(still.json().status).toBe('OPEN');
  });
});

describe('re-sending, cancelling, single visura', () => {
  it('re-sends an invitation through the screens’ rule', async () => {
    await create(body(['resend.one@example.it']));
    const [cand] = await q(`select id from candidates where email = 'resend.one@example.it'`);
    const res = await a.call({ method: 'POST', url: `/api/v1/candidates/${cand.id}/resend-invitation` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ invitationCount: 2 });
    expect(await invitesTo('resend.')).toEqual([2]);
  });

  it('cancels a pending request: its links stop working and unsent invitations are withdrawn', async () => {
    const made = (await create(body(['cancel.one@example.it', 'cancel.two@example.it']))).json();
    const [cand] = await q(`select id from candidates where email = 'cancel.one@example.it'`);
    const linkUrl = `/api/report/valid/${made.requestNumber}/${cand.id}`;
    expect((await t.app.inject({ method: 'GET', url: linkUrl })).json()).toMatchObject({
      validCandidate: true,
    });
    const res = await a.call({ method: 'POST', url: `/api/v1/requests/${made.requestNumber}/cancel` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      requestNumber: made.requestNumber,
      status: 'EXPIRE',
      withdrawnInvitations: 2,
    });
    const mails = await q(`select status from mails where to_address like 'cancel.%'`);
    expect(mails.map((m) => m.status)).toEqual(['cancelled', 'cancelled']);
    const link = await t.app.inject({ method: 'GET', url: linkUrl });
    expect(link.json()).toMatchObject({ validCandidate: false });
    const again = await a.call({ method: 'POST', url: `/api/v1/requests/${made.requestNumber}/cancel` });
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe('REQUEST_NOT_CANCELLABLE');
    const read = (await a.call({ method: 'GET', url: `/api/v1/requests/${made.requestNumber}` })).json();
    expect(read.cancelledAt).not.toBeNull();
  });

  it('does not cancel a request in which a candidate entered their data', async () => {
    const made = (await create(body(['entered@example.it']))).json();
    await q(`update candidates set data_submitted_at = now() where email = 'entered@example.it'`);
    const res = await a.call({ method: 'POST', url: `/api/v1/requests/${made.requestNumber}/cancel` });
    expect(res.statusCode).toBe(409);
    expect(res.json().key).toBe('REQUEST_NOT_CANCELLABLE');
  });

  it('creates a single visura once per Idempotency-Key', async () => {
    const payload = { ...entry({ lastName: 'Visura' }), role: 'Cassiere', purpose: 'CASH' };
    const post = () =>
      a.call({
        method: 'POST',
        url: '/api/v1/visure',
        payload,
        headers: { 'idempotency-key': 'visura-000001' },
      });
    const first = await post();
    expect(first.statusCode, first.body).toBe(201);
    const again = await post();
    expect(again.json()).toEqual(first.json());
    expect((await q(`select count(*)::int n from candidates where last_name = 'Visura'`))[0].n).toBe(1);
    const jobs = await q(
      `select count(*)::int n from pgboss.job where name = 'checks.run' and data->>'candidateId' = $1`,
      [first.json().uuid],
    );
    expect(jobs[0].n).toBe(1);
  });
});

describe('documentation', () => {
  it('serves the v1 OpenAPI document with every call, the key scheme, examples and error keys', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const ops = Object.entries(doc.paths).flatMap(([p, o]) =>
      Object.keys(o as object).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(ops.sort()).toEqual(
      [
        'GET /api/v1/candidates',
        'GET /api/v1/candidates/{uuid}',
        'GET /api/v1/candidates/{uuid}/pdf',
        'GET /api/v1/candidates/{uuid}/result',
        'GET /api/v1/requests',
        'GET /api/v1/requests/{requestNumber}',
        'GET /api/v1/requests/{requestNumber}/candidates',
        'POST /api/v1/candidates/{uuid}/resend-invitation',
        'POST /api/v1/requests',
        'POST /api/v1/requests/{requestNumber}/cancel',
        'POST /api/v1/visure',
      ].sort(),
    );
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const createOp = doc.paths['/api/v1/requests'].post;
    expect(JSON.stringify(createOp.requestBody)).toContain('mario.rossi@example.it');
    expect(createOp.responses['409'].description).toContain('IDEMPOTENCY_KEY_REUSED');
    expect(createOp.responses['201'].headers['RateLimit-Remaining']).toBeDefined();
    expect(createOp.parameters.map((p: { name: string }) => p.name)).toContain('idempotency-key');
  });

  it('documents exactly the v1 operations: each by its name, with its error keys under their statuses', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    type DocOp = {
      operationId: string;
      security: unknown;
      responses: Record<string, { description: string }>;
    };
    const documented = Object.values(doc.paths as Record<string, Record<string, DocOp>>).flatMap((o) =>
      Object.values(o),
    );
    const ops = Object.entries(v1Operations);
    expect(documented.map((o) => o.operationId).sort()).toEqual(ops.map(([name]) => name).sort());
    for (const [name, op] of ops) {
      const path = op.path.replace(/:(\w+)/g, '{$1}');
      const d = doc.paths[path]?.[op.method.toLowerCase()] as DocOp;
      expect(d.operationId, name).toBe(name);
      expect(d.security, name).toEqual([{ apiKey: [] }]);
      for (const key of [...op.errors, 'API_KEY_NOT_VALID', 'API_RATE_LIMITED'] as const)
        expect(d.responses[ERROR_STATUS[key]]?.description, `${name} ${key}`).toContain(key);
    }
  });

  it('renders the reference at /api/v1/docs with its script from this server', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/api/v1/openapi.json');
    expect(page.body).not.toMatch(/https?:\/\/(cdn|unpkg|fonts)/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    const js = await t.app.inject({ method: 'GET', url: '/api/v1/docs/js/scalar.js' });
    expect(js.statusCode).toBe(200);
  });
});
