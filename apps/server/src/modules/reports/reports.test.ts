import { PRIVACY_NOTICE_VERSION } from '@hrwe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_DETAIL,
  entry,
  GATE,
  inDays,
  makeReport,
  secondTenantHr,
  today,
} from '../../../test/fixtures/reports';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';
import { RUN_CHECKS } from '../checks';
import { markCandidateComplete } from './candidate-state.repository';

let t: TestApp;
let hrA: ReturnType<typeof as>;
let hrB: ReturnType<typeof as>;
let admin: ReturnType<typeof as>;
let other: Awaited<ReturnType<typeof secondTenantHr>>;
const checksRun: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, {
    email: 'hr.a@example.it',
    companyName: 'Alfa Spa',
    companyDetail: COMPANY_DETAIL,
    reportDefault: 'ce',
  });
  await createUser(t, { email: 'hr.b@example.it', companyName: 'Beta Srl', reportDefault: 'cc' });
  await createUser(t, { email: 'admin@example.it', role: 'ROLE_ADMIN' });
  hrA = as(t, await signIn(t, 'hr.a@example.it'));
  hrB = as(t, await signIn(t, 'hr.b@example.it'));
  admin = as(t, await signIn(t, 'admin@example.it'));
  other = await secondTenantHr(t);
  // The checks module is another feature: a recording handler stands in for it.
  t.deps.jobs.define(RUN_CHECKS, async (data: { candidateId: string }) => {
    checksRun.push(data.candidateId);
  });
});
afterAll(() => t.close());

const q = (sql: string, params: unknown[] = []) => t.deps.pool.query(sql, params);

describe('request numbers', () => {
  it('reserves a number for the caller at init; a number the caller did not reserve gets the next free one', async () => {
    const year = today().slice(0, 4);
    const a = (await hrA({ method: 'GET', url: '/api/report/init' })).json().requestNumber;
    expect(a).toMatch(new RegExp(`^${year}-\\d{6}$`));
    const seq = Number(a.slice(5));
    const next = (n: number) => `${year}-${String(n).padStart(6, '0')}`;
    // Two forms open at once get two numbers: neither can take the other's.
    expect((await hrA({ method: 'GET', url: '/api/report/init' })).json().requestNumber).toBe(next(seq + 1));
    // B sends A's number (never reserved by B): B gets the next free one, A keeps its own.
    const stolen = await hrB({
      method: 'POST',
      url: '/api/report/create',
      payload: {
        requestNumber: a,
        referencePerson: 'B',
        ...GATE,
        validEndDate: inDays(5),
        emailAddresses: ['b@example.it'],
      },
    });
    expect(stolen.statusCode).toBe(201);
    expect(stolen.json().requestNumber).toBe(next(seq + 2));
    const res = await hrA({
      method: 'POST',
      url: '/api/report/create',
      payload: {
        requestNumber: a,
        referencePerson: 'X',
        ...GATE,
        validEndDate: inDays(5),
        emailAddresses: ['x@example.it'],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().requestNumber).toBe(a);
  });

  it('numbers each tenant on its own', async () => {
    const init = await other.call({ method: 'GET', url: '/api/report/init' });
    expect(init.json().requestNumber).toBe(`${today().slice(0, 4)}-000001`);
  });
});

describe('create', () => {
  it('creates the request, its candidates and one invitation per candidate', async () => {
    const { requestNumber, candidates } = await makeReport(t, hrA, {
      referencePerson: 'Magazzinieri',
      validEndDate: inDays(7),
      emailAddresses: ['Anna@Example.it', 'bruno@example.it', 'carla@example.it'],
    });
    expect(candidates.map((c) => c.email)).toEqual([
      'anna@example.it',
      'bruno@example.it',
      'carla@example.it',
    ]);
    const req = (await q('select * from report_requests where request_number = $1', [requestNumber])).rows[0];
    expect(req).toMatchObject({
      status: 'OPEN',
      kind: 'INVITATION',
      no_of_candidates: 3,
      completed_candidates: 0,
    });
    expect(req.providers).toMatchObject({
      callCerved: true,
      callCrifAndCribis: false,
      callCervedTraversal: true,
    });
    const mails = (
      await q(`select * from mails where idempotency_key = any($1) order by to_address`, [
        candidates.map((c) => `invite:${c.id}`),
      ])
    ).rows;
    expect(mails).toHaveLength(3);
    const [y, m, d] = inDays(7).split('-');
    expect(mails[0].text).toContain('Alfa Spa');
    expect(mails[0].text).toContain(`http://localhost:3000/report/${requestNumber}/${candidates[0]!.id}`);
    expect(mails[0].text).toContain(`${d}/${m}/${y}`);
    expect(mails[0].to_address).toBe('anna@example.it');
    const detail = await hrA({ method: 'GET', url: `/api/report/detail/${requestNumber}` });
    expect(
      detail.json().candidates.data.map((c: { invitationStatus: string }) => c.invitationStatus),
    ).toEqual(['queued', 'queued', 'queued']);
    await t.deps.jobs.drain();
    const after = await hrA({ method: 'GET', url: `/api/report/detail/${requestNumber}` });
    expect(
      after.json().candidates.data.every((c: { invitationStatus: string }) => c.invitationStatus === 'sent'),
    ).toBe(true);
  });

  it("uses the HR user's default providers: 'cc' means CRIF and CRIBIS only", async () => {
    const { requestNumber } = await makeReport(t, hrB);
    const req = (await q('select providers from report_requests where request_number = $1', [requestNumber]))
      .rows[0];
    expect(req.providers).toEqual({
      callCrifAndCribis: true,
      callCerved: false,
      callCervedCensusCellByAddress: false,
      callCervedEstimationAdvanced: false,
      callCervedEventNegativityDetails: false,
      callCervedEventNegativityFlags: false,
      callCervedPersonCGS: false,
      callCervedTraversal: false,
    });
  });

  const valid = () => ({
    requestNumber: '2026-000999',
    referencePerson: 'Ok',
    ...GATE,
    validEndDate: inDays(1),
    emailAddresses: ['ok@example.it'],
  });
  it.each([
    ['requestNumber', { requestNumber: undefined }, 'requestNumber', 'NUMERO_RICHIESTA_REQUIRED'],
    ['requestNumber', { requestNumber: '12' }, 'requestNumber', 'NUMERO_RICHIESTA_NOT_VALID'],
    ['referencePerson', { referencePerson: '   ' }, 'referencePerson', 'REPORT_NAME_REQUIRED'],
    ['validEndDate', { validEndDate: undefined }, 'validEndDate', 'VALID_END_DATE_REQUIRED'],
    ['validEndDate', { validEndDate: inDays(-1) }, 'validEndDate', 'VALID_END_DATE_PAST'],
    ['validEndDate', { validEndDate: '2026-02-30' }, 'validEndDate', 'DATE_NOT_VALID'],
    ['emailAddresses', { emailAddresses: [] }, 'emailAddresses', 'EMAIL_ADDRESSES_REQUIRED'],
    ['emailAddresses', { emailAddresses: undefined }, 'emailAddresses', 'EMAIL_ADDRESSES_REQUIRED'],
    ['emailAddresses', { emailAddresses: ['no-at-sign'] }, 'emailAddresses.0', 'EMAIL_NOT_VALID'],
    ['emailAddresses', { emailAddresses: ['a@b.c'] }, 'emailAddresses.0', 'EMAIL_NOT_VALID'],
    [
      'emailAddresses',
      { emailAddresses: ['x@example.it', 'X@example.it'] },
      'emailAddresses.1',
      'EMAIL_DUPLICATE',
    ],
  ])('refuses an invalid %s (%j) with %s %s', async (_name, over, field, key) => {
    const before = (await q('select count(*)::int n from report_requests')).rows[0].n;
    const res = await hrA({ method: 'POST', url: '/api/report/create', payload: { ...valid(), ...over } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(key);
    expect((await q('select count(*)::int n from report_requests')).rows[0].n).toBe(before);
  });

  it('accepts a validity ending today', async () => {
    const res = await hrA({
      method: 'POST',
      url: '/api/report/create',
      payload: { ...valid(), validEndDate: today() },
    });
    expect(res.statusCode).toBe(201);
  });

  it('is for signed-in HR users: administrators 403, anonymous 401', async () => {
    expect((await admin({ method: 'POST', url: '/api/report/create', payload: valid() })).statusCode).toBe(
      403,
    );
    expect((await admin({ method: 'GET', url: '/api/report/init' })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/report/create', payload: valid() })).statusCode,
    ).toBe(401);
  });

  it('stores no client-sent owner, status or tenant', async () => {
    const res = await hrA({
      method: 'POST',
      url: '/api/report/create',
      payload: { ...valid(), status: 'CLOSE', userId: 'x', tenantId: 99 },
    });
    expect(res.statusCode).toBe(201);
    const r = (
      await q('select status, tenant_id from report_requests where request_number = $1', [
        res.json().requestNumber,
      ])
    ).rows[0];
    expect(r).toEqual({ status: 'OPEN', tenant_id: t.platform.id });
  });
});

describe('invitations', () => {
  it('sends one e-mail per candidate while delivery is retried, and a re-send replaces the pending one', async () => {
    t.deps.mailer.setSmtpResolver(async () => ({ url: 'smtp://127.0.0.1:1' }));
    const { requestNumber, candidates } = await makeReport(t, hrA, { emailAddresses: ['retry@example.it'] });
    const id = candidates[0]!.id;
    await t.deps.jobs.drain(4);
    const rows = (await q(`select * from mails where idempotency_key like $1`, [`invite:${id}%`])).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0].attempts).toBeGreaterThan(1);
    expect(rows[0].last_error).toContain('ECONNREFUSED');
    // A temporary error with retries left is not a failure yet.
    const detail = await hrA({ method: 'GET', url: `/api/report/detail/${requestNumber}` });
    expect(detail.json().candidates.data[0].invitationStatus).toBe('queued');

    t.deps.mailer.setSmtpResolver(async () => ({}));
    const resend = await hrA({ method: 'POST', url: `/api/report/candidate/${id}/resend` });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ invitationCount: 2 });
    await t.deps.jobs.drain();
    const all = (
      await q(`select idempotency_key, status from mails where idempotency_key like $1 order by id`, [
        `invite:${id}%`,
      ])
    ).rows;
    expect(all).toEqual([
      { idempotency_key: `invite:${id}`, status: 'cancelled' },
      { idempotency_key: `invite:${id}:2`, status: 'outbox' },
    ]);
    const again = await hrA({ method: 'GET', url: `/api/report/detail/${requestNumber}` });
    expect(again.json().candidates.data[0]).toMatchObject({ invitationStatus: 'sent', invitationCount: 2 });
  });

  it('lets the owner and an administrator re-send; others get 404', async () => {
    const { candidates } = await makeReport(t, hrA, { emailAddresses: ['who@example.it'] });
    const url = `/api/report/candidate/${candidates[0]!.id}/resend`;
    expect((await admin({ method: 'POST', url })).statusCode).toBe(200);
    expect((await hrB({ method: 'POST', url })).statusCode).toBe(404);
    expect((await other.call({ method: 'POST', url })).statusCode).toBe(404);
    // A malformed id names no candidate: the answer of someone else's (common/params.schemas.ts).
    expect((await hrA({ method: 'POST', url: '/api/report/candidate/not-a-uuid/resend' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
  });

  it('refuses a re-send on a closed or expired request', async () => {
    const { requestNumber, candidates } = await makeReport(t, hrA, { emailAddresses: ['late@example.it'] });
    await q(`update report_requests set status = 'EXPIRE' where request_number = $1 and tenant_id = $2`, [
      requestNumber,
      t.platform.id,
    ]);
    const res = await hrA({ method: 'POST', url: `/api/report/candidate/${candidates[0]!.id}/resend` });
    expect(res.statusCode).toBe(409);
    expect(res.json().key).toBe('REPORT_NOT_OPEN');
  });

  it('refuses a re-send to a candidate who refused consent or already submitted', async () => {
    const { requestNumber, candidates } = await makeReport(t, hrA, {
      emailAddresses: ['no@example.it', 'sent@example.it'],
    });
    const [refusing, submitted] = candidates;
    const refusal = await t.app.inject({
      method: 'POST',
      url: `/api/report/candidate/privacy/update/${requestNumber}/${refusing!.id}`,
      payload: { choice: false, textVersion: PRIVACY_NOTICE_VERSION },
    });
    expect(refusal.statusCode).toBe(200);
    await q(`update candidates set consent_given = true, data_submitted_at = now() where id = $1`, [
      submitted!.id,
    ]);
    const before = (await q(`select count(*)::int n from mails where idempotency_key like 'invite:%'`))
      .rows[0].n;
    for (const [c, key] of [
      [refusing!, 'CONSENT_REFUSED'],
      [submitted!, 'ALREADY_SUBMITTED'],
    ] as const) {
      const res = await hrA({ method: 'POST', url: `/api/report/candidate/${c.id}/resend` });
      expect(res.statusCode).toBe(409);
      expect(res.json().key).toBe(key);
    }
    const after = (await q(`select count(*)::int n from mails where idempotency_key like 'invite:%'`)).rows[0]
      .n;
    expect(after).toBe(before);
  });
});

describe('scheduled jobs', () => {
  it('reminds each waiting candidate once, three days before the end', async () => {
    const { requestNumber, candidates } = await makeReport(t, hrA, {
      validEndDate: inDays(3),
      emailAddresses: ['wait@example.it', 'done@example.it'],
    });
    await q(`update candidates set inserted_at = now() - interval '2 days' where id = any($1)`, [
      candidates.map((c) => c.id),
    ]);
    const done = candidates.find((c) => c.email === 'done@example.it')!;
    await q(`update candidates set data_submitted_at = now(), consent_given = true where id = $1`, [done.id]);
    const farther = await makeReport(t, hrA, { validEndDate: inDays(9), emailAddresses: ['far@example.it'] });
    await q(`update candidates set inserted_at = now() - interval '2 days' where id = $1`, [
      farther.candidates[0]!.id,
    ]);

    await t.deps.jobs.run('reports.reminders');
    await t.deps.jobs.run('reports.reminders');
    const wait = candidates.find((c) => c.email === 'wait@example.it')!;
    const reminders = (await q(`select * from mails where idempotency_key like 'reminder:%'`)).rows;
    expect(reminders.map((m) => m.idempotency_key)).toEqual([`reminder:${wait.id}`]);
    expect(reminders[0].text).toContain(`/report/${requestNumber}/${wait.id}`);
    const row = (await q('select reminder_sent_at from candidates where id = $1', [wait.id])).rows[0];
    expect(row.reminder_sent_at).not.toBeNull();
  });

  it('expires OPEN requests past their end date with incomplete candidates, and only those', async () => {
    const past = await makeReport(t, hrA, { emailAddresses: ['old@example.it'] });
    const completed = await makeReport(t, hrA, { emailAddresses: ['ok1@example.it'] });
    const current = await makeReport(t, hrA, { validEndDate: today(), emailAddresses: ['now@example.it'] });
    await q(
      `update report_requests set valid_end_date = $1 where request_number = any($2) and tenant_id = $3`,
      [inDays(-1), [past.requestNumber, completed.requestNumber], t.platform.id],
    );
    await markCandidateComplete(t.deps.db, completed.candidates[0]!.id);
    await t.deps.jobs.run('reports.expire');
    const statuses = Object.fromEntries(
      (
        await q(
          `select request_number, status from report_requests where request_number = any($1) and tenant_id = $2`,
          [[past.requestNumber, completed.requestNumber, current.requestNumber], t.platform.id],
        )
      ).rows.map((r) => [r.request_number, r.status]),
    );
    expect(statuses).toEqual({
      [past.requestNumber]: 'EXPIRE',
      [completed.requestNumber]: 'CLOSE',
      [current.requestNumber]: 'OPEN',
    });
  });

  it('completes candidates once and closes the request when all are complete', async () => {
    const { requestNumber, candidates } = await makeReport(t, hrA);
    expect(await markCandidateComplete(t.deps.db, candidates[0]!.id)).toBe(true);
    expect(await markCandidateComplete(t.deps.db, candidates[0]!.id)).toBe(false);
    const mid = (
      await q('select status, completed_candidates from report_requests where request_number = $1', [
        requestNumber,
      ])
    ).rows[0];
    expect(mid).toEqual({ status: 'OPEN', completed_candidates: 1 });
    await markCandidateComplete(t.deps.db, candidates[1]!.id);
    const end = (
      await q('select status, completed_candidates from report_requests where request_number = $1', [
        requestNumber,
      ])
    ).rows[0];
    expect(end).toEqual({ status: 'CLOSE', completed_candidates: 2 });
  });
});

describe('single visura', () => {
  const visura = (over: Record<string, unknown> = {}) => ({
    requestNumber: '2026-000001',
    ...entry(),
    ...GATE,
    email: 'N.D.',
    callCrifAndCribis: true,
    callCerved: false,
    ...over,
  });

  it('creates a one-candidate request with the data, queues the checks and answers the uuid', async () => {
    const { requestNumber: reserved } = (await hrA({ method: 'GET', url: '/api/report/init' })).json();
    const res = await hrA({
      method: 'POST',
      url: '/api/report/candidate/visura',
      payload: visura({ requestNumber: reserved }),
    });
    expect(res.statusCode).toBe(201);
    const { requestNumber, candidates } = res.json();
    expect(requestNumber).toBe(reserved);
    expect(candidates).toHaveLength(1);
    const uuid = candidates[0].uuid;
    const row = (
      await q(
        `select c.*, r.kind, r.providers, r.no_of_candidates, r.status as rstatus from candidates c
         join report_requests r on r.id = c.request_id where c.id = $1`,
        [uuid],
      )
    ).rows[0];
    expect(row).toMatchObject({
      kind: 'VISURA',
      email: 'N.D.',
      codice_fiscale: 'RSSMRA85T10A562S',
      provincia: 'PI',
      no_of_candidates: 1,
      rstatus: 'OPEN',
      invitation_status: 'none',
    });
    expect(row.data_submitted_at).not.toBeNull();
    expect(row.providers).toMatchObject({
      callCrifAndCribis: true,
      callCerved: false,
      callCervedTraversal: false,
    });
    await t.deps.jobs.drain();
    expect(checksRun).toContain(uuid);
    expect((await q(`select count(*)::int n from mails where to_address = 'N.D.'`)).rows[0].n).toBe(0);
    const detail = await hrA({ method: 'GET', url: `/api/report/detail/${requestNumber}` });
    expect(detail.json()).toMatchObject({ kind: 'VISURA', noOfCandidates: 1 });
  });

  it.each([
    [{ codiceFiscale: 'RSSMRA85T10A562T' }, 'codiceFiscale', 'FISCAL_CODE_CHARACTER'],
    [{ codiceFiscale: '' }, 'codiceFiscale', 'FISCAL_CODE_REQUIRED'],
    [{ dateOfBirth: inDays(-365 * 10) }, 'dateOfBirth', 'BIRTH_DATE_RANGE'],
    [{ dateOfBirth: '1900-01-01' }, 'dateOfBirth', 'BIRTH_DATE_RANGE'],
    [{ cap: '5601A' }, 'cap', 'CAP_ONLY_NUMERIC'],
    [{ cap: '5601' }, 'cap', 'CAP_NOT_VALID'],
    [{ provincia: 'P1' }, 'provincia', 'PROVINCIA_ONLY_CHARACTER'],
    [{ firstName: '' }, 'firstName', 'NAME_REQUIRED'],
    [{ via: 'Corso' }, 'via', 'VIA_REQUIRED'],
    [{ email: 'someone@example.it' }, 'email', undefined],
  ])('refuses %j', async (over, field, key) => {
    const res = await hrA({ method: 'POST', url: '/api/report/candidate/visura', payload: visura(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
    if (key) expect(res.json().fields[field]).toBe(key);
  });

  it('is refused to administrators', async () => {
    expect(
      (await admin({ method: 'POST', url: '/api/report/candidate/visura', payload: visura() })).statusCode,
    ).toBe(403);
  });
});
