import { RECOVERY_CODE_COUNT } from '@hrwe/domain';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, STRONG_PASSWORD, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The code an authenticator app shows for `secret`, `steps` time steps from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

const post = (url: string, payload: unknown, cookie = '', host = 'localhost') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie, host } });
const cookieOf = (res: { cookies: { name: string; value: string }[] }, name: string) => {
  const c = res.cookies.find((x) => x.name === name);
  return c ? `${name}=${c.value}` : '';
};

/** Signs in, enrols and confirms: the user's secret and recovery codes. */
async function enrolled(email: string) {
  await createUser(t, { email });
  const cookie = await signIn(t, email);
  const start = await post('/api/account/mfa/enrolment', {}, cookie);
  expect(start.statusCode).toBe(201);
  const { secret, uri, qrCode } = start.json();
  expect(uri).toContain(`secret=${secret}`);
  expect(qrCode).toMatch(/^data:image\/png;base64,/);
  const confirm = await post('/api/account/mfa/enrolment/confirm', { code: codeOf(secret) }, cookie);
  expect(confirm.statusCode).toBe(200);
  return { secret, cookie, codes: confirm.json().recoveryCodes as string[] };
}

/** The password step of a user with a second factor: the pending step's cookie. */
async function passwordStep(email: string, host = 'localhost') {
  const res = await post('/api/session', { email, password: STRONG_PASSWORD }, '', host);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ mfa: 'code' });
  expect(cookieOf(res, 'hrwe_session')).toBe('');
  return cookieOf(res, 'hrwe_mfa');
}

describe('TOTP enrolment and the second step', () => {
  it('enrols only with a right code, stores the secret sealed and the recovery codes hashed', async () => {
    await createUser(t, { email: 'mfa.enrol@example.it' });
    const cookie = await signIn(t, 'mfa.enrol@example.it');
    const other = await signIn(t, 'mfa.enrol@example.it');
    const { secret } = (await post('/api/account/mfa/enrolment', {}, cookie)).json();
    const wrong = await post(
      '/api/account/mfa/enrolment/confirm',
      { code: '000000' === codeOf(secret) ? '111111' : '000000' },
      cookie,
    );
    expect(wrong.json()).toMatchObject({ statusCode: 401, key: 'MFA_CODE_WRONG' });
    const status = await as(t, cookie)({ method: 'GET', url: '/api/account/mfa' });
    expect(status.json()).toMatchObject({ enabled: false });

    const ok = await post('/api/account/mfa/enrolment/confirm', { code: codeOf(secret) }, cookie);
    const codes: string[] = ok.json().recoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    expect((await as(t, cookie)({ method: 'GET', url: '/api/account/mfa' })).json()).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    // The other session ended; this one stays.
    expect((await as(t, other)({ method: 'GET', url: '/api/session' })).statusCode).toBe(401);
    const { rows } = await t.deps.pool.query(
      `select m.secret_sealed, (select array_agg(code_hash) from mfa_recovery_codes r where r.user_id = m.user_id) h
         from user_mfa m join users u on u.id = m.user_id where u.email = 'mfa.enrol@example.it'`,
    );
    expect(rows[0].secret_sealed).not.toContain(secret);
    expect(rows[0].secret_sealed.startsWith('v1:')).toBe(true);
    for (const c of codes) expect(rows[0].h.join(' ')).not.toContain(c.replace('-', ''));
    // A second enrolment over a confirmed one is refused.
    expect((await post('/api/account/mfa/enrolment', {}, cookie)).json().key).toBe('MFA_ALREADY_ENABLED');
  });

  it('asks for the code after the password; a pending step is no session; a replayed code is refused', async () => {
    const { secret } = await enrolled('mfa.step@example.it');
    const pending = await passwordStep('mfa.step@example.it');
    expect((await as(t, pending)({ method: 'GET', url: '/api/session' })).statusCode).toBe(401);
    expect((await as(t, pending)({ method: 'GET', url: '/api/account/mfa' })).statusCode).toBe(401);
    // The code of the enrolment's step was used: the same step again is refused.
    const replay = await post('/api/session/mfa', { code: codeOf(secret) }, pending);
    expect(replay.json()).toMatchObject({ statusCode: 401, key: 'MFA_CODE_WRONG' });
    const next = await post('/api/session/mfa', { code: codeOf(secret, 1) }, pending);
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ session: { email: 'mfa.step@example.it' }, recoveryCodesLeft: null });
    const session = cookieOf(next, 'hrwe_session');
    expect((await as(t, session)({ method: 'GET', url: '/api/session' })).statusCode).toBe(200);
    // The pending step ended with it.
    expect((await post('/api/session/mfa', { code: codeOf(secret, -1) }, pending)).json().key).toBe(
      'MFA_STEP_EXPIRED',
    );
  });

  it('takes a recovery code once, and says how many are left', async () => {
    const { codes } = await enrolled('mfa.recovery@example.it');
    const first = await post(
      '/api/session/mfa',
      { code: ` ${codes[0]!.toUpperCase()} ` },
      await passwordStep('mfa.recovery@example.it'),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    const again = await post(
      '/api/session/mfa',
      { code: codes[0] },
      await passwordStep('mfa.recovery@example.it'),
    );
    expect(again.json()).toMatchObject({ statusCode: 401, key: 'MFA_CODE_WRONG' });
  });

  it('refuses a malformed code with its field key, and throttles wrong codes like passwords', async () => {
    await enrolled('mfa.guess@example.it');
    const pending = await passwordStep('mfa.guess@example.it');
    expect((await post('/api/session/mfa', { code: '12ab' }, pending)).json()).toMatchObject({
      key: 'VALIDATION_FAILED',
      fields: { code: 'MFA_CODE_NOT_VALID' },
    });
    const keys: string[] = [];
    for (let i = 0; i < 12; i++)
      keys.push((await post('/api/session/mfa', { code: '000001' }, pending)).json().key);
    expect(keys.slice(0, 10).every((k) => k === 'MFA_CODE_WRONG')).toBe(true);
    expect(keys.at(-1)).toBe('LOGIN_RATE_LIMITED');
  });
});

describe('administrators', () => {
  let admin: ReturnType<typeof as>;
  let admin2: ReturnType<typeof as>;
  beforeAll(async () => {
    await createUser(t, { email: 'mfa.admin@hrwe.test', role: 'ROLE_ADMIN' });
    admin = as(t, await signIn(t, 'mfa.admin@hrwe.test'));
    const r = await t.deps.pool.query(
      "insert into tenants (name, dns) values ('Altro', 'tenant2.localhost') returning id",
    );
    await t.deps.pool.query("insert into tenant_hosts (host, tenant_id) values ('tenant2.localhost', $1)", [
      r.rows[0].id,
    ]);
    await createUser(t, { email: 'mfa.admin2@altro.it', role: 'ROLE_ADMIN', tenantId: r.rows[0].id });
    admin2 = as(t, await signIn(t, 'mfa.admin2@altro.it', undefined, 'tenant2.localhost'));
  });

  it('resets a user of their tenant (audited, e-mailed, sessions ended); another tenant’s admin cannot', async () => {
    const { cookie } = await enrolled('mfa.lost@example.it');
    const { rows: u } = await t.deps.pool.query(`select id from users where email = 'mfa.lost@example.it'`);
    const id = u[0].id as string;
    const foreign = await admin2({
      method: 'DELETE',
      url: `/api/mfa/users/${id}`,
      headers: { host: 'tenant2.localhost' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await as(t, cookie)({ method: 'GET', url: '/api/account/mfa' })).json().enabled).toBe(true);
    const hr = await as(t, cookie)({ method: 'DELETE', url: `/api/mfa/users/${id}` });
    expect(hr.statusCode).toBe(403);

    expect((await admin({ method: 'DELETE', url: `/api/mfa/users/${id}` })).statusCode).toBe(204);
    const { rows: audit } = await t.deps.pool.query(
      `select a.action, a.subject_type from audit_log a join users u on u.id = a.user_id
        where u.email = 'mfa.admin@hrwe.test' and a.subject_id = $1`,
      [id],
    );
    expect(audit).toEqual([{ action: 'mfa.reset', subject_type: 'user' }]);
    expect((await as(t, cookie)({ method: 'GET', url: '/api/session' })).statusCode).toBe(401);
    const { rows: mails } = await t.deps.pool.query(
      `select subject from mails where to_address = 'mfa.lost@example.it'`,
    );
    expect(mails.map((m) => m.subject).join()).toContain('reimpostata');
    // Signed in with the password alone again.
    const res = await post('/api/session', { email: 'mfa.lost@example.it', password: STRONG_PASSWORD });
    expect(res.json()).toMatchObject({ email: 'mfa.lost@example.it' });
  });

  it('a tenant requiring a second factor for administrators makes one enrol at sign-in', async () => {
    const set = await admin({ method: 'PUT', url: '/api/mfa/policy', payload: { requireForAdmins: true } });
    expect(set.json()).toEqual({ requireForAdmins: true });
    expect(
      (
        await admin2({ method: 'GET', url: '/api/mfa/policy', headers: { host: 'tenant2.localhost' } })
      ).json(),
    ).toEqual({
      requireForAdmins: false,
    });
    const res = await post('/api/session', { email: 'mfa.admin@hrwe.test', password: STRONG_PASSWORD });
    expect(res.json()).toEqual({ mfa: 'enrol' });
    const pending = cookieOf(res, 'hrwe_mfa');
    // An HR user is not concerned.
    await createUser(t, { email: 'mfa.hr.free@example.it' });
    expect(
      (await post('/api/session', { email: 'mfa.hr.free@example.it', password: STRONG_PASSWORD })).json(),
    ).toMatchObject({
      email: 'mfa.hr.free@example.it',
    });
    const start = await post('/api/session/mfa/enrolment', {}, pending);
    expect(start.statusCode).toBe(201);
    // The enrolment step is not a code step.
    expect((await post('/api/session/mfa', { code: codeOf(start.json().secret) }, pending)).json().key).toBe(
      'MFA_STEP_EXPIRED',
    );
    const done = await post(
      '/api/session/mfa/enrolment/confirm',
      { code: codeOf(start.json().secret) },
      pending,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(done.json().session).toMatchObject({ email: 'mfa.admin@hrwe.test', role: 'ROLE_ADMIN' });
    admin = as(t, cookieOf(done, 'hrwe_session'));
    expect((await admin({ method: 'GET', url: '/api/account/mfa' })).json()).toMatchObject({
      enabled: true,
      required: true,
    });
    await admin({ method: 'PUT', url: '/api/mfa/policy', payload: { requireForAdmins: false } });
  });
});

describe('the user’s sessions', () => {
  it('lists them, ends one of theirs, not another user’s, and ends the others', async () => {
    await createUser(t, { email: 'mfa.sessions@example.it' });
    await createUser(t, { email: 'mfa.someone@example.it' });
    const phone = await signIn(t, 'mfa.sessions@example.it');
    const laptop = await signIn(t, 'mfa.sessions@example.it');
    const tablet = await signIn(t, 'mfa.sessions@example.it');
    const someone = as(t, await signIn(t, 'mfa.someone@example.it'));
    const list = (await as(t, laptop)({ method: 'GET', url: '/api/account/sessions' })).json();
    expect(list).toHaveLength(3);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list[0].address).toBe('127.0.0.1');
    const phoneId = (await as(t, phone)({ method: 'GET', url: '/api/account/sessions' }))
      .json()
      .find((s: { current: boolean }) => s.current).id;
    expect((await someone({ method: 'DELETE', url: `/api/account/sessions/${phoneId}` })).statusCode).toBe(
      404,
    );
    expect((await as(t, phone)({ method: 'GET', url: '/api/session' })).statusCode).toBe(200);
    expect(
      (await as(t, laptop)({ method: 'DELETE', url: `/api/account/sessions/${phoneId}` })).statusCode,
    ).toBe(204);
    expect((await as(t, phone)({ method: 'GET', url: '/api/session' })).statusCode).toBe(401);
    expect((await as(t, laptop)({ method: 'DELETE', url: '/api/account/sessions' })).statusCode).toBe(204);
    expect((await as(t, tablet)({ method: 'GET', url: '/api/session' })).statusCode).toBe(401);
    expect((await as(t, laptop)({ method: 'GET', url: '/api/account/sessions' })).json()).toHaveLength(1);
    expect((await someone({ method: 'GET', url: '/api/session' })).statusCode).toBe(200);
  });
});
