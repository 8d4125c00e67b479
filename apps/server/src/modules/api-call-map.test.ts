import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../test/test-app';

/**
 * The specification's call lists (section 7 of both files) against the server's routes: every call has a route,
 * and every call that changes state has no GET twin (DECISIONS: never GET for a write). The same table, with the
 * reasons, is docs/decisions/api-call-map.md; a call the product does not build is listed in NOT_BUILT there.
 */
type Row = { spec: string; method: HTTPMethods; url: string; changed?: true };

const r = (spec: string, method: HTTPMethods, url: string, changed?: true): Row => ({
  spec,
  method,
  url: `/api${url}`,
  changed,
});

const CALLS: Row[] = [
  // Spec 1: registration
  r('GET register/check/{email}', 'GET', '/user/register/check/:email'),
  r('POST register/', 'POST', '/user/register/'),
  r('GET register/activate/{code}', 'POST', '/user/register/activate/:code', true),
  r('GET register/verify/{code}', 'GET', '/user/register/verify/:code'),
  r('GET register/get', 'GET', '/user/register/get'),
  r('GET register/complete/check', 'GET', '/user/register/complete/check'),
  r('GET register/personal-detail/{id}', 'GET', '/user/register/personal-detail/:registerId'),
  r('POST register/personal-detail/{id}', 'POST', '/user/register/personal-detail/:registerId'),
  r('GET register/complete/{id}', 'POST', '/user/register/complete/:registerId', true),
  r('GET register/company-detail/{id}', 'GET', '/user/register/company-detail/:registerId'),
  r('POST register/company-detail/{id}', 'POST', '/user/register/company-detail/:registerId'),
  r('GET register/contract-document/{id}', 'GET', '/user/register/contract-document/:registerId'),
  r('POST register/contract-document/{id}', 'POST', '/user/register/contract-document/:registerId'),
  // Spec 1 and 2: users
  r('GET client/all', 'GET', '/user/client/all'),
  r('GET client/{id}', 'GET', '/user/client/:id'),
  r('POST client/cost/{id}', 'POST', '/user/client/cost/:id'),
  r('POST client/reportDefault/{id}', 'POST', '/user/client/reportDefault/:id'),
  r('POST update/status', 'POST', '/user/update/status'),
  r('GET private/personal/get', 'GET', '/user/private/personal/get'),
  r('GET private/company/get', 'GET', '/user/private/company/get'),
  r('GET private/contract/get', 'GET', '/user/private/contract/get'),
  r('POST private/personal', 'POST', '/user/private/personal'),
  r('POST private/company', 'POST', '/user/private/company'),
  r('GET private/be/role/{user}', 'GET', '/user/private/be/role/:user'),
  r('GET personalDetail/{email}', 'GET', '/user/personalDetail/:email'),
  r('GET admin/check', 'GET', '/user/admin/check'),
  r('GET admin/get/detail', 'GET', '/user/admin/get/detail'),
  r('POST admin/update/personal/detail', 'POST', '/user/admin/update/personal/detail'),
  r('POST client/report/candidate/privacy', 'POST', '/user/client/report/candidate/privacy'),
  r('GET resetpassword/verify/{code}', 'GET', '/user/resetpassword/verify/:code'),
  r('POST resetpassword/update', 'POST', '/user/resetpassword/update'),
  r('POST changepassword/update', 'POST', '/user/changepassword/update'),
  // Dashboard
  r('GET report/dashboard/count', 'GET', '/report/dashboard/count'),
  r('POST report/dashboard/graph', 'POST', '/report/dashboard/graph'),
  r('GET payment/bill/dashboard', 'GET', '/payment/bill/dashboard'),
  // Spec 2: reports
  r('GET report/init', 'GET', '/report/init'),
  r('POST report/create', 'POST', '/report/create'),
  r('GET report/list', 'GET', '/report/list'),
  r('GET report/candidate/list', 'GET', '/report/candidate/list'),
  r('GET report/detail/{id}', 'GET', '/report/detail/:requestNumber'),
  r('GET report/valid/{a}/{b}', 'GET', '/report/valid/:requestNumber/:uuid'),
  r(
    'GET report/candidate/privacy/update/{a}/{b}',
    'POST',
    '/report/candidate/privacy/update/:requestNumber/:uuid',
    true,
  ),
  r(
    'GET report/candidate/privacy/checked/{a}/{b}',
    'GET',
    '/report/candidate/privacy/checked/:requestNumber/:uuid',
  ),
  r('POST report/candidate/update/{a}/{b}', 'POST', '/report/candidate/update/:requestNumber/:uuid'),
  r('POST report/candidate/visura', 'POST', '/report/candidate/visura'),
  r('GET report/candidate/get/{a}/{b}', 'GET', '/report/candidate/get/:requestNumber/:uuid'),
  // Payments
  r('GET payment/register/get/list', 'GET', '/payment/register/get/list'),
  r(
    'GET payment/register/update/status/{id}/{status}',
    'PATCH',
    '/payment/register/update/status/:id/:status',
    true,
  ),
  r('GET payment/register/month/options', 'GET', '/payment/register/month/options'),
  r('POST payment/bill/upload/{id}', 'POST', '/payment/bill/upload/:id'),
  r('GET payment/bill/get/list', 'GET', '/payment/bill/get/list'),
  r('GET payment/bill/get/detail/{id}', 'GET', '/payment/bill/get/detail/:id'),
  r('GET payment/bill/update/status/{id}/{status}', 'PATCH', '/payment/bill/update/status/:id/:status', true),
  r('GET payment/bill/month/options', 'GET', '/payment/bill/month/options'),
  // Documents
  r('GET document/upload/all', 'GET', '/document/upload/all'),
  r('POST document/upload/new', 'POST', '/document/upload/new'),
  r(
    'GET document/upload/update/status/{id}/{s}',
    'PATCH',
    '/document/upload/update/status/:id/:status',
    true,
  ),
  r('GET document/upload/get/{id}', 'GET', '/document/upload/get/:id'),
  r('POST document/upload/add/file/{id}', 'POST', '/document/upload/add/file/:id'),
  // Support
  r('POST assistenza/new', 'POST', '/communication/assistenza/new'),
  r('POST assistenza/parent/new', 'POST', '/communication/assistenza/parent/new'),
  r('GET assistenza/parent/list', 'GET', '/communication/assistenza/parent/list'),
  r('GET assistenza/parent/list/user', 'GET', '/communication/assistenza/parent/list/user'),
  r('GET assistenza/list/{threadId}', 'GET', '/communication/assistenza/list/:threadId'),
  r('GET assistenza/parent/{threadId}', 'GET', '/communication/assistenza/parent/:threadId'),
  // Configuration
  r('GET config/admin/all', 'GET', '/config/admin/all'),
  r('POST config/admin', 'POST', '/config/admin'),
  r('GET config/admin/get/{tenantName}', 'GET', '/config/admin/get/:tenant'),
  r('POST config/update', 'POST', '/config/update'),
  r('POST config/private/{tenant}/{key}', 'POST', '/config/private/:tenant/:key'),
  r('POST config/public/{tenant}/{key}', 'POST', '/config/public/:tenant/:key'),
  r('POST config/private/list/add/{tenant}', 'POST', '/config/private/list/add/:tenant'),
  r('POST config/public/list/add/{tenant}', 'POST', '/config/public/list/add/:tenant'),
  r('POST config/email/list/add/{tenant}', 'POST', '/config/email/list/add/:tenant'),
  r('GET config/get/key/{key}', 'GET', '/config/get/key/:key'),
  r('POST config/public/key/list', 'POST', '/config/public/key/list'),
  r('CAS_CSS stylesheet', 'GET', '/config/public/css'),
];

/** Spec calls deliberately not built (docs/decisions/users-profile-contract.md). */
const NOT_BUILT = [
  { spec: 'POST private/contract', method: 'POST' as const, url: '/api/user/private/contract' },
];

describe('the specification call lists against the routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(CALLS)('$spec → $method $url', ({ method, url, changed }) => {
    expect(t.app.hasRoute({ method, url })).toBe(true);
    // A call that changes state has no GET route left at its path.
    if (changed) expect(t.app.hasRoute({ method: 'GET', url })).toBe(false);
  });

  it.each(NOT_BUILT)('$spec is not built', ({ method, url }) => {
    expect(t.app.hasRoute({ method, url })).toBe(false);
  });

  it('an approved HR user cannot replace the signed contract from the profile', async () => {
    await createUser(t, { email: 'hr.contract@example.it' });
    const hr = as(t, await signIn(t, 'hr.contract@example.it'));
    const res = await hr({ method: 'POST', url: '/api/user/private/contract', payload: { contract: {} } });
    expect(res.statusCode).toBe(404);
  });

  it("month options answer with the original's admin flag, scoped by session, 401 signed out", async () => {
    await createUser(t, { email: 'hr.map@example.it' });
    await createUser(t, { email: 'admin.map@example.it', role: 'ROLE_ADMIN' });
    const hr = as(t, await signIn(t, 'hr.map@example.it'));
    const admin = as(t, await signIn(t, 'admin.map@example.it'));
    for (const base of ['/api/payment/register/month/options', '/api/payment/bill/month/options']) {
      expect((await t.app.inject({ method: 'GET', url: `${base}?admin=true` })).statusCode, base).toBe(401);
      const a = await admin({ method: 'GET', url: `${base}?admin=true` });
      const h = await hr({ method: 'GET', url: `${base}?admin=false` });
      expect(a.statusCode, base).toBe(200);
      expect(h.statusCode, base).toBe(200);
      expect(a.json()).toHaveLength(24);
      expect(h.json()).toEqual(a.json());
    }
  });
});
