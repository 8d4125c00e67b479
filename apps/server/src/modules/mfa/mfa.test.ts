import { RECOVERY_CODE_COUNT } from '@hrwe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  totpCodeOf as codeOf,
  createTestApp,
  createUser,
  STRONG_PASSWORD,
  signIn,
  signInEnrolling,
  type TestApp,
} from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // As in production: every administrator must use a second factor.
  t = await createTestApp({ MFA_REQUIRED_FOR_ADMINS: 'true' });
});
afterAll(() => t.close());

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
    admin = as(t, (await signInEnrolling(t, 'mfa.admin@hrwe.test')).cookie);
    const r = await t.deps.pool.query(
      "insert into tenants (name, dns) values ('Altro', 'tenant2.localhost') returning id",
    );
    await t.deps.pool.query("insert into tenant_hosts (host, tenant_id) values ('tenant2.localhost', $1)", [
      r.rows[0].id,
    ]);
    await createUser(t, { email: 'mfa.admin2@altro.it', role: 'ROLE_ADMIN', tenantId: r.rows[0].id });
    admin2 = as(t, (await signInEnrolling(t, 'mfa.admin2@altro.it', 'tenant2.localhost')).cookie);
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

  it('must enrol at sign-in, and cannot turn it off while it is required', async () => {
    await createUser(t, { email: 'mfa.admin.new@hrwe.test', role: 'ROLE_ADMIN' });
    const res = await post('/api/session', { email: 'mfa.admin.new@hrwe.test', password: STRONG_PASSWORD });
    expect(res.json()).toEqual({ mfa: 'enrol' });
    expect(cookieOf(res, 'hrwe_session')).toBe('');
    const pending = cookieOf(res, 'hrwe_mfa');
    // The pending step is no session.
    expect((await as(t, pending)({ method: 'GET', url: '/api/account/mfa' })).statusCode).toBe(401);
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
    expect(done.json().session).toMatchObject({ email: 'mfa.admin.new@hrwe.test', role: 'ROLE_ADMIN' });
    const fresh = as(t, cookieOf(done, 'hrwe_session'));
    expect((await fresh({ method: 'GET', url: '/api/account/mfa' })).json()).toMatchObject({
      enabled: true,
      required: true,
    });
    const off = await fresh({
      method: 'POST',
      url: '/api/account/mfa/disable',
      payload: { code: codeOf(start.json().secret, 1) },
    });
    expect(off.json()).toMatchObject({ statusCode: 409, key: 'MFA_REQUIRED' });
    expect((await fresh({ method: 'GET', url: '/api/account/mfa' })).json().enabled).toBe(true);
  });

  it('requires it of the tenant’s HR users when the tenant says so (audited), not of another tenant’s', async () => {
    await createUser(t, { email: 'mfa.hr.ruled@example.it' });
    const before = await post('/api/session', {
      email: 'mfa.hr.ruled@example.it',
      password: STRONG_PASSWORD,
    });
    expect(before.json()).toMatchObject({ email: 'mfa.hr.ruled@example.it' });
    const hr = as(t, cookieOf(before, 'hrwe_session'));
    expect((await hr({ method: 'GET', url: '/api/account/mfa' })).json().required).toBe(false);
    expect(
      (await hr({ method: 'PUT', url: '/api/mfa/policy', payload: { requireForHrUsers: true } })).statusCode,
    ).toBe(403);
    const bad = await admin({ method: 'PUT', url: '/api/mfa/policy', payload: { requireForHrUsers: 'yes' } });
    expect(bad.json()).toMatchObject({ statusCode: 400, key: 'VALIDATION_FAILED' });
    expect((await admin({ method: 'GET', url: '/api/mfa/policy' })).json()).toEqual({
      requireForHrUsers: false,
    });

    const set = await admin({ method: 'PUT', url: '/api/mfa/policy', payload: { requireForHrUsers: true } });
    expect(set.json()).toEqual({ requireForHrUsers: true });
    const { rows: audit } = await t.deps.pool.query(
      `select a.action from audit_log a join users u on u.id = a.user_id
        where u.email = 'mfa.admin@hrwe.test' and a.action = 'mfa.policy'`,
    );
    expect(audit).toHaveLength(1);
    expect(
      (
        await admin2({ method: 'GET', url: '/api/mfa/policy', headers: { host: 'tenant2.localhost' } })
      ).json(),
    ).toEqual({ requireForHrUsers: false });
    expect((await hr({ method: 'GET', url: '/api/account/mfa' })).json().required).toBe(true);
    const res = await post('/api/session', { email: 'mfa.hr.ruled@example.it', password: STRONG_PASSWORD });
    expect(res.json()).toEqual({ mfa: 'enrol' });
    // Another tenant's HR user is not concerned.
    const r2 = await t.deps.pool.query(`select id from tenants where dns = 'tenant2.localhost'`);
    await createUser(t, { email: 'mfa.hr.free@altro.it', tenantId: r2.rows[0].id });
    expect(
      (
        await post(
          '/api/session',
          { email: 'mfa.hr.free@altro.it', password: STRONG_PASSWORD },
          '',
          'tenant2.localhost',
        )
      ).json(),
    ).toMatchObject({ email: 'mfa.hr.free@altro.it' });
    await admin({ method: 'PUT', url: '/api/mfa/policy', payload: { requireForHrUsers: false } });
    expect(
      (await post('/api/session', { email: 'mfa.hr.ruled@example.it', password: STRONG_PASSWORD })).json(),
    ).toMatchObject({ email: 'mfa.hr.ruled@example.it' });
  });
});

describe('the user’s own second factor', () => {
  it('issues new recovery codes for a code: the old ones stop working, the new ones sign in', async () => {
    const { secret, cookie, codes } = await enrolled('mfa.renew@example.it');
    const me = as(t, cookie);
    const wrong = await me({
      method: 'POST',
      url: '/api/account/mfa/recovery-codes',
      payload: { code: codeOf(secret) },
    });
    // The enrolment's step was used: the same code again is refused, and nothing changes.
    expect(wrong.json()).toMatchObject({ statusCode: 401, key: 'MFA_CODE_WRONG' });
    const renewed = await me({
      method: 'POST',
      url: '/api/account/mfa/recovery-codes',
      payload: { code: codeOf(secret, 1) },
    });
    expect(renewed.statusCode).toBe(200);
    const fresh: string[] = renewed.json().recoveryCodes;
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect(fresh.some((c) => codes.includes(c))).toBe(false);
    const old = await post(
      '/api/session/mfa',
      { code: codes[1] },
      await passwordStep('mfa.renew@example.it'),
    );
    expect(old.json().key).toBe('MFA_CODE_WRONG');
    const ok = await post('/api/session/mfa', { code: fresh[0] }, await passwordStep('mfa.renew@example.it'));
    expect(ok.json().recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    // A user without a second factor has none to renew.
    await createUser(t, { email: 'mfa.none@example.it' });
    const none = as(t, await signIn(t, 'mfa.none@example.it'));
    expect(
      (
        await none({ method: 'POST', url: '/api/account/mfa/recovery-codes', payload: { code: '123456' } })
      ).json().key,
    ).toBe('MFA_NO_ENROLMENT');
  });

  it('an HR user turns it off with a code (audited, other sessions ended), then signs in with the password', async () => {
    const { secret, cookie, codes } = await enrolled('mfa.off@example.it');
    const me = as(t, cookie);
    const phone = await post(
      '/api/session/mfa',
      { code: codes[0] },
      await passwordStep('mfa.off@example.it'),
    );
    const other = cookieOf(phone, 'hrwe_session');
    const malformed = await me({ method: 'POST', url: '/api/account/mfa/disable', payload: { code: 'x' } });
    expect(malformed.json()).toMatchObject({
      key: 'VALIDATION_FAILED',
      fields: { code: 'MFA_CODE_NOT_VALID' },
    });
    const wrong = await me({ method: 'POST', url: '/api/account/mfa/disable', payload: { code: codes[0] } });
    expect(wrong.json().key).toBe('MFA_CODE_WRONG');
    expect((await me({ method: 'GET', url: '/api/account/mfa' })).json().enabled).toBe(true);

    const off = await me({
      method: 'POST',
      url: '/api/account/mfa/disable',
      payload: { code: codeOf(secret, 1) },
    });
    expect(off.statusCode).toBe(204);
    expect((await me({ method: 'GET', url: '/api/account/mfa' })).json()).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    expect((await as(t, other)({ method: 'GET', url: '/api/session' })).statusCode).toBe(401);
    expect((await me({ method: 'GET', url: '/api/session' })).statusCode).toBe(200);
    const { rows } = await t.deps.pool.query(
      `select (select count(*) from mfa_recovery_codes r where r.user_id = u.id)::int codes,
              (select array_agg(a.action) from audit_log a where a.user_id = u.id) actions
         from users u where u.email = 'mfa.off@example.it'`,
    );
    expect(rows[0]).toEqual({ codes: 0, actions: ['mfa.disable'] });
    expect(
      (await post('/api/session', { email: 'mfa.off@example.it', password: STRONG_PASSWORD })).json(),
    ).toMatchObject({ email: 'mfa.off@example.it' });
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
