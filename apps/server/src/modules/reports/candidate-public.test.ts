import {
  CHECK_NAMES,
  CHECKS,
  PRIVACY_NOTICE_VERSION,
  pertinentChecks,
  pertinentSwitches,
  SWITCHES,
} from '@hrwe/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMPANY_DETAIL, entry, inDays, makeReport, secondTenantHr } from '../../../test/fixtures/reports';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';
import { RUN_CHECKS } from '../checks';

let t: TestApp;
let hrA: ReturnType<typeof as>;
let other: Awaited<ReturnType<typeof secondTenantHr>>;
const checksRun: string[] = [];
let address = 0;
/** Anonymous calls, each test from its own address (the public calls are rate-limited per address). */
let from = '10.0.0.1';
const pub = (opts: InjectOptions) =>
  t.app.inject({
    ...opts,
    remoteAddress: from,
    headers: { 'user-agent': 'Vitest/1.0', ...(opts.headers ?? {}) },
  });

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { email: 'hr.a@example.it', companyName: 'Alfa Spa', companyDetail: COMPANY_DETAIL });
  hrA = as(t, await signIn(t, 'hr.a@example.it'));
  other = await secondTenantHr(t);
  t.deps.jobs.define(RUN_CHECKS, async (data: { candidateId: string }) => {
    checksRun.push(data.candidateId);
  });
});
beforeEach(() => {
  address++;
  from = `10.0.${Math.floor(address / 200)}.${address % 200}`;
});
afterAll(() => t.close());

const q = (sql: string, params: unknown[] = []) => t.deps.pool.query(sql, params);
const valid = (rn: string, id: string, host?: string) =>
  pub({ method: 'GET', url: `/api/report/valid/${rn}/${id}`, headers: host ? { host } : {} });
const consent = (rn: string, id: string, choice: boolean, textVersion = PRIVACY_NOTICE_VERSION) =>
  pub({
    method: 'POST',
    url: `/api/report/candidate/privacy/update/${rn}/${id}`,
    payload: { choice, textVersion },
  });
const submit = (rn: string, id: string, body: Record<string, unknown> = entry()) =>
  pub({ method: 'POST', url: `/api/report/candidate/update/${rn}/${id}`, payload: body });
const company = (rn: string, id: string) =>
  pub({
    method: 'POST',
    url: '/api/user/client/report/candidate/privacy',
    payload: { requestNumber: rn, uuid: id },
  });

describe('link validation', () => {
  it('answers valid with the HR contact for a good link', async () => {
    const { requestNumber, candidates } = await makeReport(t, hrA);
    const res = await valid(requestNumber, candidates[0]!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      validCandidate: true,
      hrUserEmail: 'hr.a@example.it',
      submitted: false,
      consentGiven: null,
    });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers invalid for unknown, malformed, mismatched, expired, closed and foreign-tenant links', async () => {
    const a = await makeReport(t, hrA);
    const b = await makeReport(t, hrA);
    const expired = await makeReport(t, hrA);
    const closed = await makeReport(t, hrA);
    await q(`update report_requests set valid_end_date = $1 where request_number = $2 and tenant_id = $3`, [
      inDays(-1),
      expired.requestNumber,
      t.platform.id,
    ]);
    await q(`update report_requests set status = 'CLOSE' where request_number = $1 and tenant_id = $2`, [
      closed.requestNumber,
      t.platform.id,
    ]);
    const cases: [string, string, string?][] = [
      [a.requestNumber, '0b7f6f3e-2f1e-4c4a-9a51-2d6d8f7e9c10'],
      [a.requestNumber, 'not-a-uuid'],
      ['garbage', a.candidates[0]!.id],
      [a.requestNumber, b.candidates[0]!.id],
      [expired.requestNumber, expired.candidates[0]!.id],
      [closed.requestNumber, closed.candidates[0]!.id],
      [a.requestNumber, a.candidates[0]!.id, 'tenant2.localhost'],
    ];
    for (const [rn, id, host] of cases) {
      const res = await valid(rn, id, host);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        validCandidate: false,
        hrUserEmail: null,
        submitted: false,
        consentGiven: null,
      });
    }
    // Every other public call refuses the same links.
    const [rn, id] = [a.requestNumber, b.candidates[0]!.id];
    expect((await company(rn, id)).json().key).toBe('LINK_INVALID');
    expect((await consent(rn, id, true)).statusCode).toBe(404);
    expect((await submit(rn, id)).statusCode).toBe(404);
    expect((await consent(expired.requestNumber, expired.candidates[0]!.id, true)).statusCode).toBe(404);
    expect((await consent(closed.requestNumber, closed.candidates[0]!.id, true)).statusCode).toBe(404);
    const foreign = await pub({
      method: 'POST',
      url: `/api/report/candidate/privacy/update/${a.requestNumber}/${a.candidates[0]!.id}`,
      headers: { host: 'tenant2.localhost' },
      payload: { choice: true, textVersion: PRIVACY_NOTICE_VERSION },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await q('select count(*)::int n from consents')).rows[0].n).toBe(0);
  });

  it('refuses the link of a single visura (it has no candidate journey)', async () => {
    const init = (await hrA({ method: 'GET', url: '/api/report/init' })).json();
    const res = await hrA({
      method: 'POST',
      url: '/api/report/candidate/visura',
      payload: {
        requestNumber: init.requestNumber,
        ...entry(),
        role: 'Magazziniere',
        purpose: 'MANAGEMENT',
        email: 'N.D.',
      },
    });
    const { requestNumber, candidates } = res.json();
    expect((await valid(requestNumber, candidates[0].uuid)).json().validCandidate).toBe(false);
  });

  it('names the data controller from the link, never from an e-mail', async () => {
    const { requestNumber, candidates } = await makeReport(t, hrA);
    const res = await company(requestNumber, candidates[0]!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      companyName: 'Alfa Spa',
      companyAddress: 'Via Garibaldi 5, Milano (MI), Italia',
      hrEmail: 'hr.a@example.it',
    });
    const byEmail = await pub({
      method: 'POST',
      url: '/api/user/client/report/candidate/privacy',
      payload: { email: 'hr.a@example.it' },
    });
    expect(byEmail.statusCode).toBe(400);
  });
});

describe("the notice's checks", () => {
  it('lists, for every purpose of the tenant, only the checks the checks job runs for it, whatever the switches say', async () => {
    const { rows: purposes } = await q(
      `select code, checks from purpose_categories
        where tenant_id = (select tenant_id from users where email = 'hr.a@example.it') order by sort_order`,
    );
    expect(purposes.length).toBeGreaterThan(0);
    const allOn = Object.fromEntries(SWITCHES.map((s) => [s, true]));
    const narrowed: boolean[] = [];
    for (const { code, checks: groups } of purposes as { code: string; checks: string[] }[]) {
      const { requestNumber, candidates } = await makeReport(t, hrA, {
        purpose: code,
        emailAddresses: [`notice.${code.toLowerCase()}@example.it`],
      });
      // A stored row with every switch on (as before the pertinence gate): the purpose still decides.
      await q(`update report_requests set providers = $2 where request_number = $1`, [requestNumber, allOn]);
      const listed = (await company(requestNumber, candidates[0]!.id)).json().checks as string[];
      // The runner's own selection (checks.runner.ts) from the same stored switches and purpose.
      expect(listed, code).toEqual(pertinentChecks(allOn, groups));
      const allowed = new Set(pertinentSwitches(groups));
      expect(
        CHECK_NAMES.filter((n) => !allowed.has(CHECKS[n].flag)).filter((n) => listed.includes(n)),
        code,
      ).toEqual([]);
      narrowed.push(listed.length < CHECK_NAMES.length);
    }
    // Some purpose leaves checks out, so the notice is not every check there is.
    expect(narrowed).toContain(true);
  });
});

describe('consent', () => {
  it('stores the consent as evidence and opens the entry', async () => {
    const { requestNumber, candidates } = await makeReport(t, hrA);
    const id = candidates[0]!.id;
    const checked = () =>
      pub({ method: 'GET', url: `/api/report/candidate/privacy/checked/${requestNumber}/${id}` });
    expect((await checked()).json()).toBe(false);
    const res = await consent(requestNumber, id, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ consentGiven: true });
    const rows = (await q('select * from consents where candidate_id = $1', [id])).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      choice: true,
      text_version: PRIVACY_NOTICE_VERSION,
      ip: from,
      user_agent: 'Vitest/1.0',
      tenant_id: t.platform.id,
    });
    expect(rows[0].created_at).toBeInstanceOf(Date);
    expect((await checked()).json()).toBe(true);
    expect((await valid(requestNumber, id)).json().consentGiven).toBe(true);
  });

  it('stores a refusal, which ends the flow', async () => {
    const { requestNumber, candidates } = await makeReport(t, hrA);
    const id = candidates[0]!.id;
    expect((await consent(requestNumber, id, false)).json()).toEqual({ consentGiven: false });
    const rows = (await q('select choice from consents where candidate_id = $1', [id])).rows;
    expect(rows).toEqual([{ choice: false }]);
    expect((await q('select consent_given from candidates where id = $1', [id])).rows[0].consent_given).toBe(
      false,
    );
    const again = await consent(requestNumber, id, true);
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe('CONSENT_REFUSED');
    const entryRes = await submit(requestNumber, id);
    expect(entryRes.statusCode).toBe(409);
    expect(entryRes.json().key).toBe('CONSENT_REQUIRED');
    expect((await valid(requestNumber, id)).json()).toMatchObject({
      validCandidate: true,
      consentGiven: false,
    });
  });

  it('refuses an unknown notice version or a missing choice', async () => {
    const { requestNumber, candidates } = await makeReport(t, hrA);
    const res = await consent(requestNumber, candidates[0]!.id, true, 'old');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.textVersion).toBe('PRIVACY_VERSION_NOT_VALID');
    const none = await pub({
      method: 'POST',
      url: `/api/report/candidate/privacy/update/${requestNumber}/${candidates[0]!.id}`,
      payload: { textVersion: PRIVACY_NOTICE_VERSION },
    });
    expect(none.json().fields.choice).toBe('CONSENT_REQUIRED');
  });

  it('never records consent through GET', async () => {
    const { requestNumber, candidates } = await makeReport(t, hrA);
    const res = await pub({
      method: 'GET',
      url: `/api/report/candidate/privacy/update/${requestNumber}/${candidates[0]!.id}`,
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await q('select count(*)::int n from consents where candidate_id = $1', [candidates[0]!.id])).rows[0]
        .n,
    ).toBe(0);
  });
});

describe('data entry', () => {
  it('requires consent first, saves once, queues the checks, then shows success', async () => {
    const { requestNumber, candidates } = await makeReport(t, hrA);
    const id = candidates[0]!.id;
    const early = await submit(requestNumber, id);
    expect(early.statusCode).toBe(409);
    expect(early.json().key).toBe('CONSENT_REQUIRED');
    await consent(requestNumber, id, true);
    const ok = await submit(requestNumber, id);
    expect(ok.statusCode).toBe(200);
    const row = (await q('select * from candidates where id = $1', [id])).rows[0];
    expect(row).toMatchObject({
      first_name: 'Mario',
      codice_fiscale: 'RSSMRA85T10A562S',
      provincia: 'PI',
      cap: '56017',
    });
    expect(row.data_submitted_at).not.toBeNull();
    await t.deps.jobs.drain();
    expect(checksRun).toContain(id);
    const twice = await submit(requestNumber, id, entry({ firstName: 'Altro' }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().key).toBe('ALREADY_SUBMITTED');
    expect((await q('select first_name from candidates where id = $1', [id])).rows[0].first_name).toBe(
      'Mario',
    );
    expect((await consent(requestNumber, id, false)).json().key).toBe('ALREADY_SUBMITTED');
    // After submission the link stays valid for the success page, even once the report is closed.
    await q(`update report_requests set status = 'CLOSE' where request_number = $1 and tenant_id = $2`, [
      requestNumber,
      t.platform.id,
    ]);
    expect((await valid(requestNumber, id)).json()).toMatchObject({ validCandidate: true, submitted: true });
    expect((await company(requestNumber, id)).statusCode).toBe(200);
  });

  it.each([
    [{ codiceFiscale: 'RSSMRA85T10A562T' }, 'codiceFiscale', 'FISCAL_CODE_CHARACTER'],
    [{ codiceFiscale: 'ABC' }, 'codiceFiscale', 'FISCAL_CODE_CHARACTER'],
    [{ dateOfBirth: inDays(-365 * 17) }, 'dateOfBirth', 'BIRTH_DATE_RANGE'],
    [{ dateOfBirth: inDays(-365 * 88) }, 'dateOfBirth', 'BIRTH_DATE_RANGE'],
    [{ dateOfBirth: '' }, 'dateOfBirth', 'BIRTH_DATA_REQUIRED'],
    [{ cap: '1234' }, 'cap', 'CAP_NOT_VALID'],
    [{ cap: 'abcde' }, 'cap', 'CAP_ONLY_NUMERIC'],
    [{ provincia: 'ROMA' }, 'provincia', 'PROVINCIA_ONLY_CHARACTER'],
    [{ provincia: '' }, 'provincia', 'PROVINCIA_REQUIRED'],
    [{ lastName: ' ' }, 'lastName', 'COG_NOME_REQUIRED'],
    [{ citta: '' }, 'citta', 'CITTA_REQUIRED'],
    [{ indirizzo: '' }, 'indirizzo', 'INDIRIZZO_REQUIRED'],
    [{ civico: '' }, 'civico', 'CIVICO_REQUIRED'],
  ])('refuses %j', async (over, field, key) => {
    const { requestNumber, candidates } = await makeReport(t, hrA);
    await consent(requestNumber, candidates[0]!.id, true);
    const res = await submit(requestNumber, candidates[0]!.id, entry(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(key);
    expect(
      (await q('select data_submitted_at from candidates where id = $1', [candidates[0]!.id])).rows[0]
        .data_submitted_at,
    ).toBeNull();
  });

  it("does not accept another tenant's host for a link", async () => {
    const { requestNumber, candidates } = await makeReport(t, hrA);
    await consent(requestNumber, candidates[0]!.id, true);
    const res = await pub({
      method: 'POST',
      url: `/api/report/candidate/update/${requestNumber}/${candidates[0]!.id}`,
      headers: { host: 'tenant2.localhost' },
      payload: entry(),
    });
    expect(res.statusCode).toBe(404);
    expect(other.tenantId).toBeGreaterThan(t.platform.id);
  });
});

describe('rate limit', () => {
  it('limits the public calls per address', async () => {
    const { requestNumber, candidates } = await makeReport(t, hrA);
    const codes: number[] = [];
    for (let i = 0; i < 62; i++) codes.push((await valid(requestNumber, candidates[0]!.id)).statusCode);
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes[61]).toBe(429);
    from = '10.9.9.9';
    expect((await valid(requestNumber, candidates[0]!.id)).statusCode).toBe(200);
  });
});
