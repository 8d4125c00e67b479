import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationCodeOf, mailsTo, PASSWORD, registerBody } from '../../../test/fixtures/registration';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { hashToken } from '../../platform/auth/tokens';
import { CHECK_LIMIT, RESEND_LIMIT, RESEND_PER_EMAIL_LIMIT } from './registration.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.deps.pool.query(`insert into tenants (name, dns) values ('Altro', 'tenant2.localhost')`);
  await t.deps.pool.query(
    `insert into tenant_hosts (host, tenant_id) select 'tenant2.localhost', id from tenants where name = 'Altro'`,
  );
});
afterAll(() => t.close());

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/user/register/', payload: payload as object, headers });
const signInRaw = (email: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/session', payload: { email, password } });

describe('registration', () => {
  it('creates an unverified user in registration and e-mails the Italian confirmation link once', async () => {
    const res = await post(registerBody('New.User@Example.it'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ email: 'new.user@example.it', emailSent: true });
    const { rows } = await t.deps.pool.query(
      `select role, status, verified, password_hash, activation_code_hash, activation_expires_at,
              terms_accepted_at, privacy_accepted_at
         from users where email = 'new.user@example.it'`,
    );
    expect(rows).toHaveLength(1);
    const u = rows[0];
    expect(u).toMatchObject({ role: 'ROLE_USER', status: 'IN_REGISTRAZIONE', verified: false });
    expect(u.password_hash).toMatch(/^\$argon2id\$/);
    expect(u.terms_accepted_at).not.toBeNull();
    expect(u.privacy_accepted_at).not.toBeNull();
    const days = (new Date(u.activation_expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const mails = await mailsTo(t, 'new.user@example.it');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Conferma la tua registrazione');
    expect(mails[0]!.html).toContain('lang="it"');
    const code = await activationCodeOf(t, 'new.user@example.it');
    // Only the hash of the code is stored.
    expect(u.activation_code_hash).toBe(hashToken(code));
    expect(u.activation_code_hash).not.toContain(code);
  });

  it('answers a registered address as a new one; its owner is e-mailed "you already have an account"', async () => {
    const owner = await createUser(t, { email: 'twice@example.it' });
    const before = await t.deps.pool.query(`select password_hash from users where id = $1`, [owner.id]);
    const again = await post(
      registerBody('TWICE@example.it', { password: 'Diversa1234!Zeta', repeatPassword: 'Diversa1234!Zeta' }),
    );
    const fresh = await post(registerBody('never.seen@example.it'));
    // The same status and the same body, but for the address itself.
    expect([again.statusCode, fresh.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual({ email: 'twice@example.it', emailSent: true });
    expect(Object.keys(again.json())).toEqual(Object.keys(fresh.json()));
    // Nothing changed on the account; its mailbox is told the rest.
    const { rows } = await t.deps.pool.query(
      `select id, password_hash from users where email = 'twice@example.it'`,
    );
    expect(rows).toEqual([{ id: owner.id, password_hash: before.rows[0].password_hash }]);
    const mails = await mailsTo(t, 'twice@example.it');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).not.toContain('Conferma');
    expect(mails[0]!.text).toContain('esiste già');
    expect(mails[0]!.text).toContain('http://localhost:3000/sso');
    expect(mails[0]!.text).toContain('http://localhost:3000/password-dimenticata');
    // Registering again within the hour sends no second one.
    await post(registerBody('twice@example.it'));
    expect(await mailsTo(t, 'twice@example.it')).toHaveLength(1);
  });

  it.each([
    ['email', { email: '' }, 'EMAIL_REQUIRED'],
    ['email', { email: 'not-an-email' }, 'EMAIL_NOT_VALID'],
    ['email', { email: 'a@b.toolong' }, 'EMAIL_NOT_VALID'],
    ['password', { password: '', repeatPassword: '' }, 'PASSWORD_REQUIRED'],
    ['password', { password: 'short1!A', repeatPassword: 'short1!A' }, 'PASSWORD_CHARACTER'],
    ['password', { password: 'alllowercase1!x', repeatPassword: 'alllowercase1!x' }, 'PASSWORD_CHARACTER'],
    ['repeatPassword', { repeatPassword: '' }, 'REPEAT_PASSWORD_REQUIRED'],
    ['repeatPassword', { repeatPassword: 'Registrazione2!' }, 'REPEAT_PASSWORD_MATCH'],
    ['termsAccepted', { termsAccepted: false }, 'TERMS_REQUIRED'],
    ['privacyAccepted', { privacyAccepted: false }, 'PRIVACY_REQUIRED'],
  ])('refuses a bad %s with %s', async (field, extra, key) => {
    const email = `invalid.${Math.random().toString(36).slice(2)}@example.it`;
    const res = await post(registerBody(email, extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().key).toBe('VALIDATION_FAILED');
    expect(res.json().fields[field]).toBe(key);
    const { rows } = await t.deps.pool.query('select count(*)::int n from users where email = $1', [email]);
    expect(rows[0].n).toBe(0);
  });

  it('ignores a role, status or verified flag sent by the client', async () => {
    const res = await post(
      registerBody('sneaky@example.it', { role: 'ROLE_ADMIN', status: 'ATTIVATO', verified: true }),
    );
    expect(res.statusCode).toBe(201);
    const { rows } = await t.deps.pool.query(
      `select role, status, verified from users where email = 'sneaky@example.it'`,
    );
    expect(rows[0]).toEqual({ role: 'ROLE_USER', status: 'IN_REGISTRAZIONE', verified: false });
  });
});

describe('e-mail check', () => {
  it('answers the same for an address with an account and one without', async () => {
    await createUser(t, { email: 'taken@example.it' });
    const check = (email: string) =>
      t.app.inject({ method: 'GET', url: `/api/user/register/check/${email}` });
    const taken = await check('TAKEN@example.it');
    const free = await check('free@example.it');
    expect([taken.statusCode, taken.body]).toEqual([free.statusCode, free.body]);
    expect(free.json()).toBe(false);
  });

  it('is rate-limited per client address with 429', async () => {
    const call = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/user/register/check/x@example.it', remoteAddress });
    for (let i = 0; i < CHECK_LIMIT.perWindow; i++) expect((await call('10.0.0.9')).statusCode).toBe(200);
    const limited = await call('10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().key).toBe('EMAIL_CHECK_RATE_LIMITED');
    expect((await call('10.0.0.10')).statusCode).toBe(200);
  });
});

describe('e-mail confirmation', () => {
  it('blocks sign-in before confirmation, then the code verifies the e-mail once', async () => {
    await post(registerBody('confirm@example.it'));
    const before = await signInRaw('confirm@example.it');
    expect(before.statusCode).toBe(403);
    expect(before.json().key).toBe('LOGIN_NOT_VERIFIED');

    const code = await activationCodeOf(t, 'confirm@example.it');
    const valid = await t.app.inject({ method: 'GET', url: `/api/user/register/verify/${code}` });
    expect(valid.json()).toEqual({ valid: true });

    const act = await t.app.inject({ method: 'POST', url: `/api/user/register/activate/${code}` });
    expect(act.statusCode).toBe(200);
    expect(act.json()).toEqual({ emailVerified: true });
    const { rows } = await t.deps.pool.query(
      `select verified, activation_code_hash from users where email = 'confirm@example.it'`,
    );
    expect(rows[0]).toEqual({ verified: true, activation_code_hash: null });

    const reused = await t.app.inject({ method: 'POST', url: `/api/user/register/activate/${code}` });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().key).toBe('INVALID_ACTIVATION_CODE');
    expect((await t.app.inject({ method: 'GET', url: `/api/user/register/verify/${code}` })).json()).toEqual({
      valid: false,
    });

    // Verified and in onboarding: sign-in lets them in (to the wizard).
    const after = await signInRaw('confirm@example.it');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ status: 'IN_REGISTRAZIONE', verified: true });
  });

  it('refuses an unknown code, and does not verify with GET', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/register/activate/nonsense' });
    expect(res.statusCode).toBe(400);
    expect(res.json().key).toBe('INVALID_ACTIVATION_CODE');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/register/activate/nonsense' })).statusCode,
    ).toBe(404);
  });

  it('refuses an expired code', async () => {
    await post(registerBody('expired@example.it'));
    const code = await activationCodeOf(t, 'expired@example.it');
    await t.deps.pool.query(
      `update users set activation_expires_at = now() - interval '1 minute' where email = 'expired@example.it'`,
    );
    const res = await t.app.inject({ method: 'POST', url: `/api/user/register/activate/${code}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().key).toBe('INVALID_ACTIVATION_CODE');
    const { rows } = await t.deps.pool.query(`select verified from users where email = 'expired@example.it'`);
    expect(rows[0].verified).toBe(false);
  });

  it('refuses a code of another tenant', async () => {
    await post(registerBody('tenantcode@example.it'));
    const code = await activationCodeOf(t, 'tenantcode@example.it');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/register/activate/${code}`,
      headers: { host: 'tenant2.localhost' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().key).toBe('INVALID_ACTIVATION_CODE');
  });
});

describe('new confirmation link', () => {
  const resend = (
    email: string,
    password = PASSWORD,
    remoteAddress = '10.1.0.1',
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/register/resend',
      payload: { email, password },
      remoteAddress,
      headers,
    });
  const codesIn = async (email: string) =>
    (await mailsTo(t, email)).map(
      (m) => m.text.match(/http:\/\/localhost:3000\/registrazione\/([A-Za-z0-9_-]+)/)![1]!,
    );

  it('after an expired link, sends a new one that confirms the e-mail; the old code stops working', async () => {
    await post(registerBody('lost.link@example.it'));
    const old = await activationCodeOf(t, 'lost.link@example.it');
    await t.deps.pool.query(
      `update users set activation_expires_at = now() - interval '1 day' where email = 'lost.link@example.it'`,
    );
    const res = await resend('Lost.Link@example.it');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: 'ACTIVATION_RESENT' });
    const codes = await codesIn('lost.link@example.it');
    expect(codes).toHaveLength(2);
    const fresh = codes[1]!;
    expect(fresh).not.toBe(old);

    const stale = await t.app.inject({ method: 'POST', url: `/api/user/register/activate/${old}` });
    expect(stale.json().key).toBe('INVALID_ACTIVATION_CODE');
    const ok = await t.app.inject({ method: 'POST', url: `/api/user/register/activate/${fresh}` });
    expect(ok.json()).toEqual({ emailVerified: true });
    expect((await signInRaw('lost.link@example.it')).statusCode).toBe(200);
  });

  it('answers the same and sends nothing without the right password, or for unknown, verified, administrator or other-tenant e-mails', async () => {
    await createUser(t, { email: 'verified.hr@example.it' }, PASSWORD);
    await createUser(t, { email: 'an.admin@example.it', role: 'ROLE_ADMIN', verified: false }, PASSWORD);
    await post(registerBody('elsewhere@example.it'));
    await post(registerBody('squatted@example.it'));
    for (const [email, password, headers] of [
      ['nobody.here@example.it', PASSWORD, {}],
      ['verified.hr@example.it', PASSWORD, {}],
      ['an.admin@example.it', PASSWORD, {}],
      ['elsewhere@example.it', PASSWORD, { host: 'tenant2.localhost' }],
      ['squatted@example.it', 'Altrapassword1!', {}],
    ] as const) {
      const res = await resend(email, password, '10.1.0.2', headers);
      expect(res.statusCode, email).toBe(200);
      expect(res.json(), email).toEqual({ key: 'ACTIVATION_RESENT' });
    }
    expect(await mailsTo(t, 'nobody.here@example.it')).toHaveLength(0);
    expect(await mailsTo(t, 'verified.hr@example.it')).toHaveLength(0);
    expect(await mailsTo(t, 'an.admin@example.it')).toHaveLength(0);
    expect(await mailsTo(t, 'elsewhere@example.it')).toHaveLength(1);
    expect(await mailsTo(t, 'squatted@example.it')).toHaveLength(1);
  });

  it('refuses a malformed body with its keys', async () => {
    const res = await resend('not an e-mail', '', '10.1.0.3');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      key: 'VALIDATION_FAILED',
      fields: { email: 'EMAIL_NOT_VALID', password: 'PASSWORD_REQUIRED' },
    });
  });

  it('sends at most a few links per e-mail, and rate-limits each client address with 429', async () => {
    await post(registerBody('many.links@example.it'));
    for (let i = 0; i < RESEND_PER_EMAIL_LIMIT.perWindow + 2; i++) {
      const res = await resend('many.links@example.it', PASSWORD, `10.2.0.${i}`);
      expect(res.json().key).toBe('ACTIVATION_RESENT');
    }
    expect(await mailsTo(t, 'many.links@example.it')).toHaveLength(1 + RESEND_PER_EMAIL_LIMIT.perWindow);

    for (let i = 0; i < RESEND_LIMIT.perWindow; i++)
      expect((await resend(`x${i}@example.it`, PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    const limited = await resend('y@example.it', PASSWORD, '10.3.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().key).toBe('ACTIVATION_RESEND_RATE_LIMITED');
  });
});
