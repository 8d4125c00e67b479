import { SIGN_IN_PASSWORD_MAX, SignInInputSchema, sessionOperations, type UserStatus } from '@hrwe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, STRONG_PASSWORD, signIn, type TestApp } from '../../../test/test-app';
import { ensureFirstAdmin } from '../../platform/auth/first-admin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signInRaw = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/session', headers, payload: { email, password } });

describe('sessions', () => {
  it('signs in, reads the session, signs out', async () => {
    await createUser(t, { email: 'hr.ok@example.it' });
    const res = await signInRaw('HR.OK@example.it', STRONG_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'hr.ok@example.it',
      role: 'ROLE_USER',
      verified: true,
      platformAdmin: false,
    });
    const cookie = res.cookies.find((c) => c.name === 'hrwe_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const call = as(t, `hrwe_session=${cookie.value}`);
    expect((await call({ method: 'GET', url: '/api/session' })).statusCode).toBe(200);
    expect((await call({ method: 'DELETE', url: '/api/session' })).statusCode).toBe(204);
    expect((await call({ method: 'GET', url: '/api/session' })).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    await createUser(t, { email: 'hr.hash@example.it' });
    const cookie = await signIn(t, 'hr.hash@example.it');
    const token = cookie.split('=')[1]!;
    const rows = await t.deps.pool.query('select token_hash from sessions');
    expect(rows.rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.rows.length).toBeGreaterThan(0);
  });

  it('answers 401 without a session and for an expired one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/session' })).json()).toMatchObject({
      statusCode: 401,
    });
    await createUser(t, { email: 'hr.exp@example.it' });
    const cookie = await signIn(t, 'hr.exp@example.it');
    await t.deps.pool.query(`update sessions set expires_at = now() - interval '1 minute'`);
    expect((await as(t, cookie)({ method: 'GET', url: '/api/session' })).statusCode).toBe(401);
  });

  it('refuses wrong credentials with the same answer for unknown accounts', async () => {
    await createUser(t, { email: 'hr.wrong@example.it' });
    const a = await signInRaw('hr.wrong@example.it', 'Nope1234!Nope');
    const b = await signInRaw('nobody@example.it', 'Nope1234!Nope');
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(a.json().key).toBe('LOGIN_INVALID');
    expect(b.json().key).toBe('LOGIN_INVALID');
  });

  it.each<[UserStatus, boolean, string]>([
    ['DA_ATTIVARE', true, 'LOGIN_DA_ATTIVARE'],
    ['DISABILITATO', true, 'LOGIN_DISABILITATO'],
    ['RIFIUTATO', true, 'LOGIN_RIFIUTATO'],
    ['ATTIVATO', false, 'LOGIN_NOT_VERIFIED'],
  ])(
    'blocks an HR user in status %s (verified %s) with %s and creates no session',
    async (status, verified, key) => {
      const email = `blocked.${status.toLowerCase()}.${verified}@example.it`;
      await createUser(t, { email, status, verified });
      const res = await signInRaw(email, STRONG_PASSWORD);
      expect(res.statusCode).toBe(403);
      expect(res.json().key).toBe(key);
      expect(res.cookies.find((c) => c.name === 'hrwe_session')).toBeUndefined();
    },
  );

  it('creates the first administrator once, who signs in as platform administrator', async () => {
    const created = await ensureFirstAdmin(t.deps.db, t.platform, 'boss@hrwe.test', 'Admin1234!Strong');
    expect(created).toMatchObject({ email: 'boss@hrwe.test', generated: false });
    expect(await ensureFirstAdmin(t.deps.db, t.platform)).toBeNull();
    const res = await signInRaw('boss@hrwe.test', 'Admin1234!Strong');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'ROLE_ADMIN', platformAdmin: true });
  });

  it('parses the body with the sign-in form schema: the e-mail as typed signs in, one password length rule', async () => {
    // The web form validates with sessionOperations.signIn.body too (sign-in-page.tsx): one schema, two sides.
    expect(sessionOperations.signIn.body).toBe(SignInInputSchema);
    await createUser(t, { email: 'hr.typed@example.it' });
    const typed = await signInRaw('  HR.Typed@Example.IT ', STRONG_PASSWORD);
    expect(typed.statusCode).toBe(200);
    expect(typed.json().email).toBe('hr.typed@example.it');

    const longest = 'x'.repeat(SIGN_IN_PASSWORD_MAX);
    expect((await signInRaw('hr.typed@example.it', longest)).json().key).toBe('LOGIN_INVALID');
    const tooLong = `${longest}x`;
    const refused = await signInRaw('hr.typed@example.it', tooLong);
    expect(refused.statusCode).toBe(400);
    const formIssue = SignInInputSchema.safeParse({ email: 'hr.typed@example.it', password: tooLong }).error
      ?.issues[0];
    expect(refused.json()).toMatchObject({
      key: 'VALIDATION_FAILED',
      fields: { password: formIssue?.message },
    });
    expect(formIssue?.message).toBe('PASSWORD_TOO_LONG');
  });

  it('refuses a mutating call from a foreign origin', async () => {
    await createUser(t, { email: 'hr.origin@example.it' });
    const res = await signInRaw('hr.origin@example.it', STRONG_PASSWORD, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().key).toBe('ORIGIN_REFUSED');
    const same = await signInRaw('hr.origin@example.it', STRONG_PASSWORD, { origin: 'http://localhost' });
    expect(same.statusCode).toBe(200);
  });
});

describe('platform', () => {
  it('answers 404 for an unknown host, on the API and on pages', async () => {
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'unknown.example' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json().key).toBe('UNKNOWN_HOST');
    const page = await t.app.inject({ method: 'GET', url: '/sso', headers: { host: 'unknown.example' } });
    expect(page.statusCode).toBe(404);
  });

  it('reports health, with security headers and no caching of API answers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/session');
  });
});

describe('first administrator', () => {
  it('is generated with a password that satisfies the rule when none is configured', async () => {
    const other = await createTestApp();
    try {
      const created = await ensureFirstAdmin(other.deps.db, other.platform);
      expect(created?.generated).toBe(true);
      expect(created!.password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[$@!%*?&]).{12,}$/);
      expect((await signIn(other, created!.email, created!.password)).startsWith('hrwe_session=')).toBe(true);
      // The sign-in form checks with the same schema: the printed administrator can type it in.
      expect(
        SignInInputSchema.safeParse({ email: created!.email, password: created!.password }).success,
      ).toBe(true);
    } finally {
      await other.close();
    }
  });
});
