import { nonPertinentSwitches, PRIVACY_NOTICE_VERSION, SWITCHES } from '@hrwe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entry, inDays, secondTenantHr } from '../../../test/fixtures/reports';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
let hr: ReturnType<typeof as>;
let platformAdmin: ReturnType<typeof as>;
let other: Awaited<ReturnType<typeof secondTenantHr>>;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { email: 'hr.gate@example.it', companyName: 'Gate Srl', reportDefault: 'ce' });
  hr = as(t, await signIn(t, 'hr.gate@example.it'));
  await createUser(t, { email: 'admin.gate@example.it', role: 'ROLE_ADMIN' });
  platformAdmin = as(t, await signIn(t, 'admin.gate@example.it'));
  other = await secondTenantHr(t, 'hr.gate.other@altro.it');
});
afterAll(() => t.close());

const q = async (sql: string, params: unknown[] = []) => (await t.deps.pool.query(sql, params)).rows;
const ALL_ON = Object.fromEntries(SWITCHES.map((s) => [s, true]));
const init = async () =>
  (await hr({ method: 'GET', url: '/api/report/init' })).json().requestNumber as string;
const visura = async (body: Record<string, unknown>) =>
  hr({
    method: 'POST',
    url: '/api/report/candidate/visura',
    payload: { requestNumber: await init(), ...entry(), email: 'N.D.', role: 'Cassiere', ...body },
  });
const invitation = async (body: Record<string, unknown>, call = hr) =>
  call({
    method: 'POST',
    url: '/api/report/create',
    payload: {
      requestNumber: (await call({ method: 'GET', url: '/api/report/init' })).json().requestNumber,
      referencePerson: 'Selezione cassa',
      validEndDate: inDays(7),
      emailAddresses: [`gate.${Math.random().toString(36).slice(2)}@example.it`],
      role: 'Cassiere',
      ...body,
    },
  });

describe('pertinence gate (Statuto dei Lavoratori art. 8; D.Lgs. 276/2003 art. 10)', () => {
  it('seeds the four default categories for every tenant, the new one included', async () => {
    const mine = (await hr({ method: 'GET', url: '/api/rights/purposes' })).json();
    expect(mine.family).toBe('ce');
    expect(mine.purposes.map((p: { code: string }) => p.code)).toEqual([
      'CASH',
      'ACCOUNTS',
      'MANAGEMENT',
      'OTHER',
    ]);
    const theirs = (await other.call({ method: 'GET', url: '/api/rights/purposes' })).json();
    expect(theirs.purposes).toHaveLength(4);
  });

  it('refuses, for every category, each non-pertinent switch with CHECK_NOT_PERTINENT and writes nothing', async () => {
    const categories = (await hr({ method: 'GET', url: '/api/rights/purposes' })).json().purposes as {
      code: string;
      checks: string[];
    }[];
    let refusedSomewhere = 0;
    for (const c of categories) {
      const expected = nonPertinentSwitches(ALL_ON, c.checks);
      const before = (await q('select count(*)::int n from report_requests'))[0].n;
      for (const send of [visura, invitation]) {
        const res = await send({ purpose: c.code, ...ALL_ON });
        if (expected.length === 0) {
          expect(res.statusCode, c.code).toBe(201);
          continue;
        }
        refusedSomewhere++;
        expect(res.statusCode, c.code).toBe(400);
        expect(res.json().key).toBe('CHECK_NOT_PERTINENT');
        expect(Object.keys(res.json().fields).sort()).toEqual([...expected].sort());
        // One non-pertinent switch alone is refused too.
        const one = await send({ purpose: c.code, callCerved: true, [expected.at(-1)!]: true });
        expect(one.json().key, `${c.code} ${expected.at(-1)}`).toBe('CHECK_NOT_PERTINENT');
      }
      const after = (await q('select count(*)::int n from report_requests'))[0].n;
      expect(after - before).toBe(expected.length === 0 ? 2 : 0);
    }
    expect(refusedSomewhere).toBe(6);
  });

  it('requires a role and an active purpose of the caller’s own tenant', async () => {
    const noRole = await visura({ role: '  ', purpose: 'CASH' });
    expect(noRole.json().fields).toMatchObject({ role: 'ROLE_REQUIRED' });
    const noPurpose = await invitation({});
    expect(noPurpose.json().fields).toMatchObject({ purpose: 'PURPOSE_REQUIRED' });
    expect((await visura({ purpose: 'NOPE' })).json()).toMatchObject({ key: 'PURPOSE_NOT_VALID' });
    // A category of the other tenant is unknown here.
    const created = await platformAdmin({
      method: 'POST',
      url: '/api/rights/purposes/tenant/Altro',
      payload: { labelIt: 'Solo altro tenant', labelEn: 'Other tenant only', checks: ['traversal'] },
    });
    expect(created.statusCode).toBe(201);
    expect((await visura({ purpose: created.json().code })).json().key).toBe('PURPOSE_NOT_VALID');
    expect((await invitation({ purpose: created.json().code }, other.call)).statusCode).toBe(201);
  });

  it('stores role, purpose and the pertinent groups; the providers get only the pertinent checks', async () => {
    const res = await visura({ purpose: 'ACCOUNTS' });
    expect(res.statusCode).toBe(201);
    const uuid = res.json().candidates[0].uuid;
    const [req] = await q(
      `select r.role, r.purpose_code, r.purpose_label_it, r.pertinent_checks, r.providers from report_requests r
         join candidates c on c.request_id = r.id where c.id = $1`,
      [uuid],
    );
    expect(req).toMatchObject({
      role: 'Cassiere',
      purpose_code: 'ACCOUNTS',
      purpose_label_it: 'Accesso ai conti aziendali',
      pertinent_checks: ['creditBureau', 'negativeEvents'],
    });
    // Even a tampered request never reaches a provider with a check outside its purpose.
    await q(
      `update report_requests set providers = $2 where id = (select request_id from candidates where id = $1)`,
      [uuid, JSON.stringify(ALL_ON)],
    );
    await t.deps.jobs.drain();
    const checks = (
      await q('select check_name from candidate_checks where candidate_id = $1 order by 1', [uuid])
    ).map((r) => r.check_name);
    expect(checks.sort()).toEqual(['cribis', 'crif', 'negativeDetails', 'negativeFlags', 'personScore']);
  });

  it('shows role, purpose, exact checks and retention in the notice; the consent evidence keeps them', async () => {
    const res = await invitation({ purpose: 'OTHER', role: 'Magazziniere notturno' });
    expect(res.statusCode).toBe(201);
    const rn = res.json().requestNumber;
    const [cand] = await q(
      'select c.id from candidates c join report_requests r on r.id = c.request_id where r.request_number = $1',
      [rn],
    );
    const notice = await t.app.inject({
      method: 'POST',
      url: '/api/user/client/report/candidate/privacy',
      payload: { requestNumber: rn, uuid: cand.id },
    });
    expect(notice.json()).toMatchObject({
      role: 'Magazziniere notturno',
      purpose: { it: 'Altro', en: 'Other' },
      checks: ['negativeFlags', 'negativeDetails'],
      retentionMonths: 12,
    });
    const consent = await t.app.inject({
      method: 'POST',
      url: `/api/report/candidate/privacy/update/${rn}/${cand.id}`,
      headers: { 'user-agent': 'Vitest' },
      payload: { choice: true, textVersion: PRIVACY_NOTICE_VERSION },
    });
    expect(consent.statusCode).toBe(200);
    const [evidence] = await q(
      'select role, purpose, checks, text_version from consents where candidate_id = $1',
      [cand.id],
    );
    expect(evidence).toEqual({
      role: 'Magazziniere notturno',
      purpose: 'Altro',
      checks: ['negativeFlags', 'negativeDetails'],
      text_version: PRIVACY_NOTICE_VERSION,
    });
  });
});

describe('purpose categories (platform administrator)', () => {
  it('adds and changes a tenant’s category; an inactive one is no longer offered nor accepted', async () => {
    const created = await platformAdmin({
      method: 'POST',
      url: '/api/rights/purposes/tenant/HR.We',
      payload: { labelIt: 'Autista', labelEn: 'Driver', checks: ['negativeEvents'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const code = created.json().code as string;
    expect((await visura({ purpose: code })).statusCode).toBe(201);
    const changed = await platformAdmin({
      method: 'PUT',
      url: `/api/rights/purposes/tenant/HR.We/${code}`,
      payload: { labelIt: 'Autista', labelEn: 'Driver', checks: ['negativeEvents'], active: false },
    });
    expect(changed.json()).toMatchObject({ code, active: false });
    const offered = (await hr({ method: 'GET', url: '/api/rights/purposes' })).json().purposes;
    expect(offered.map((p: { code: string }) => p.code)).not.toContain(code);
    expect((await visura({ purpose: code })).json().key).toBe('PURPOSE_NOT_VALID');
  });

  it('refuses a category without checks or names, and anyone but the platform administrator', async () => {
    const bad = await platformAdmin({
      method: 'POST',
      url: '/api/rights/purposes/tenant/HR.We',
      payload: { labelIt: ' ', labelEn: 'X', checks: [] },
    });
    expect(bad.json().fields).toEqual({
      labelIt: 'PURPOSE_LABEL_REQUIRED',
      checks: 'PURPOSE_CHECKS_REQUIRED',
    });
    const body = { labelIt: 'X', labelEn: 'X', checks: ['traversal'] };
    expect(
      (await hr({ method: 'POST', url: '/api/rights/purposes/tenant/HR.We', payload: body })).statusCode,
    ).toBe(403);
    expect((await hr({ method: 'GET', url: '/api/rights/purposes/tenant/HR.We' })).statusCode).toBe(403);
  });
});
