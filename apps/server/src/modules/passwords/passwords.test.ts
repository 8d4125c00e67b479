import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, STRONG_PASSWORD, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
let tenant2Id: number;
const NEW_PASSWORD = 'Nuova-Password1!';

const request = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/user/resetpassword/request', headers, payload: { email } });

const mailsTo = async (to: string) =>
  (await t.deps.pool.query('select subject, text, html from mails where to_address = $1 order by id', [to]))
    .rows as {
    subject: string;
    text: string;
    html: string;
  }[];

/** The code of the latest reset e-mail, read from the stored text as a person would follow the link. */
async function codeFrom(to: string, base = 'http://localhost:3000') {
  const mails = await mailsTo(to);
  const text = mails.at(-1)!.text;
  const m = new RegExp(`${base.replace(/[.:/]/g, (c) => `\\${c}`)}/reset/password/([A-Za-z0-9_-]+)`).exec(
    text,
  );
  expect(m, text).not.toBeNull();
  return m![1]!;
}

const canSignIn = async (email: string, password: string, host = 'localhost') =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { host },
      payload: { email, password },
    })
  ).statusCode === 200;

const sessionOk = async (cookie: string) =>
  (await as(t, cookie)({ method: 'GET', url: '/api/session' })).statusCode === 200;

beforeAll(async () => {
  t = await createTestApp();
  const r = await t.deps.pool.query(
    "insert into tenants (name, dns) values ('Altro', 'tenant2.localhost') returning id",
  );
  tenant2Id = r.rows[0].id;
  await t.deps.pool.query("insert into tenant_hosts (host, tenant_id) values ('tenant2.localhost', $1)", [
    tenant2Id,
  ]);
});
afterAll(() => t.close());

describe('password reset', () => {
  it('answers the same for a known and an unknown account, and mails only the known one', async () => {
    await createUser(t, { email: 'known@example.it' });
    const a = await request('Known@Example.it');
    const b = await request('unknown@example.it');
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(a.json()).toEqual({ key: 'RESET_PASSWORD_REQUESTED' });
    expect(await mailsTo('unknown@example.it')).toHaveLength(0);
    const mails = await mailsTo('known@example.it');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reimposta la password HR.We');
    expect(mails[0]!.text).toContain('1 ora');
    const code = await codeFrom('known@example.it');
    const stored = await t.deps.pool.query('select code_hash from password_resets');
    expect(stored.rows.some((row) => row.code_hash === code)).toBe(false);
  });

  it('full flow: verify, set the new password once, every session ended, password_changed_at set', async () => {
    const u = await createUser(t, { email: 'flow@example.it' });
    const s1 = await signIn(t, u.email);
    const s2 = await signIn(t, u.email);
    await request(u.email);
    const code = await codeFrom(u.email);
    const verify = await t.app.inject({ method: 'GET', url: `/api/user/resetpassword/verify/${code}` });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ valid: true });
    const upd = await t.app.inject({
      method: 'POST',
      url: '/api/user/resetpassword/update',
      payload: { activationCode: code, password: NEW_PASSWORD },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toEqual({ key: 'PASSWORD_UPDATED' });
    expect(await sessionOk(s1)).toBe(false);
    expect(await sessionOk(s2)).toBe(false);
    expect(await canSignIn(u.email, STRONG_PASSWORD)).toBe(false);
    expect(await canSignIn(u.email, NEW_PASSWORD)).toBe(true);
    const row = (await t.deps.pool.query('select password_changed_at from users where id = $1', [u.id]))
      .rows[0];
    expect(row.password_changed_at).toBeInstanceOf(Date);

    // Single use: the same code is refused afterwards, for verify and update.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/resetpassword/update',
      payload: { activationCode: code, password: 'Terza-Password1!' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().key).toBe('INVALID_ACTIVATION_CODE');
    const v2 = await t.app.inject({ method: 'GET', url: `/api/user/resetpassword/verify/${code}` });
    expect(v2.statusCode).toBe(400);
    expect(v2.json().key).toBe('INVALID_ACTIVATION_CODE');
    expect(await canSignIn(u.email, NEW_PASSWORD)).toBe(true);
  });

  it('confirms an unconfirmed e-mail: the code came by e-mail, and the owner of the mailbox chose the password', async () => {
    const u = await createUser(t, {
      email: 'unconfirmed@example.it',
      status: 'IN_REGISTRAZIONE',
      verified: false,
      activationCodeHash: 'stale',
      activationExpiresAt: new Date(Date.now() - 60_000),
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/session',
          payload: { email: u.email, password: STRONG_PASSWORD },
        })
      ).json().key,
    ).toBe('LOGIN_NOT_VERIFIED');
    await request(u.email);
    const upd = await t.app.inject({
      method: 'POST',
      url: '/api/user/resetpassword/update',
      payload: { activationCode: await codeFrom(u.email), password: NEW_PASSWORD },
    });
    expect(upd.statusCode).toBe(200);
    const row = await t.deps.pool.query(
      'select verified, activation_code_hash, status from users where id = $1',
      [u.id],
    );
    expect(row.rows[0]).toEqual({ verified: true, activation_code_hash: null, status: 'IN_REGISTRAZIONE' });
    expect(await canSignIn(u.email, NEW_PASSWORD)).toBe(true);
  });

  it('refuses an expired code and an unknown one', async () => {
    const u = await createUser(t, { email: 'expired@example.it' });
    await request(u.email);
    const code = await codeFrom(u.email);
    await t.deps.pool.query(
      "update password_resets set expires_at = now() - interval '1 second' where user_id = $1",
      [u.id],
    );
    const v = await t.app.inject({ method: 'GET', url: `/api/user/resetpassword/verify/${code}` });
    expect(v.json()).toMatchObject({ statusCode: 400, key: 'INVALID_ACTIVATION_CODE' });
    const upd = await t.app.inject({
      method: 'POST',
      url: '/api/user/resetpassword/update',
      payload: { activationCode: code, password: NEW_PASSWORD },
    });
    expect(upd.json().key).toBe('INVALID_ACTIVATION_CODE');
    expect(await canSignIn(u.email, STRONG_PASSWORD)).toBe(true);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/user/resetpassword/verify/nonexistentcode',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('gives a code valid for one hour, and a new request replaces the earlier code', async () => {
    const u = await createUser(t, { email: 'twice@example.it' });
    await request(u.email);
    const first = await codeFrom(u.email);
    const ttl = (
      await t.deps.pool.query(
        'select extract(epoch from (expires_at - created_at))::int as s from password_resets where user_id = $1',
        [u.id],
      )
    ).rows[0].s;
    expect(ttl).toBeGreaterThanOrEqual(3599);
    expect(ttl).toBeLessThanOrEqual(3601);
    await request(u.email);
    const second = await codeFrom(u.email);
    expect(second).not.toBe(first);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/user/resetpassword/verify/${first}` })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/user/resetpassword/verify/${second}` })).statusCode,
    ).toBe(200);
  });

  it('refuses a weak password and keeps the code usable', async () => {
    const u = await createUser(t, { email: 'weak@example.it' });
    await request(u.email);
    const code = await codeFrom(u.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/resetpassword/update',
      payload: { activationCode: code, password: 'weakpassword' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toBe('PASSWORD_CHARACTER');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/user/resetpassword/verify/${code}` })).statusCode,
    ).toBe(200);
  });

  it('a code works only on its own tenant, whose host name is in the link', async () => {
    await createUser(t, { email: 'tenant2.user@example.it', tenantId: tenant2Id });
    await request('tenant2.user@example.it', { host: 'tenant2.localhost' });
    const code = await codeFrom('tenant2.user@example.it', 'http://tenant2.localhost:3000');
    const onPlatform = await t.app.inject({ method: 'GET', url: `/api/user/resetpassword/verify/${code}` });
    expect(onPlatform.statusCode).toBe(400);
    const upd = await t.app.inject({
      method: 'POST',
      url: '/api/user/resetpassword/update',
      payload: { activationCode: code, password: NEW_PASSWORD },
    });
    expect(upd.statusCode).toBe(400);
    const onTenant2 = await t.app.inject({
      method: 'GET',
      url: `/api/user/resetpassword/verify/${code}`,
      headers: { host: 'tenant2.localhost' },
    });
    expect(onTenant2.statusCode).toBe(200);
    // The same e-mail on the platform tenant is another account: no mail for it from tenant 2's request.
    await createUser(t, { email: 'shared@example.it' });
    await request('shared@example.it', { host: 'tenant2.localhost' });
    expect(await mailsTo('shared@example.it')).toHaveLength(0);
  });

  it('sends at most 3 e-mails per account per hour, still answering the same', async () => {
    await t.deps.pool.query('delete from password_reset_requests');
    await createUser(t, { email: 'limited@example.it' });
    for (let i = 0; i < 5; i++) expect((await request('limited@example.it')).statusCode).toBe(200);
    expect(await mailsTo('limited@example.it')).toHaveLength(3);
  });

  it('rate-limits requests per address (429)', async () => {
    await t.deps.pool.query(
      "insert into password_reset_requests (tenant_id, email, ip) select $1, 'x' || g || '@example.it', '127.0.0.1' from generate_series(1, 20) g",
      [t.platform.id],
    );
    const res = await request('anyone@example.it');
    expect(res.statusCode).toBe(429);
    expect(res.json().key).toBe('RESET_RATE_LIMITED');
    await t.deps.pool.query('delete from password_reset_requests');
    expect((await request('anyone@example.it')).statusCode).toBe(200);
  });
});

describe('password change', () => {
  it('changes the password, keeps the current session, ends the others', async () => {
    const u = await createUser(t, { email: 'change@example.it' });
    const current = await signIn(t, u.email);
    const otherSession = await signIn(t, u.email);
    const res = await as(
      t,
      current,
    )({
      method: 'POST',
      url: '/api/user/changepassword/update',
      payload: { oldPassword: STRONG_PASSWORD, password: NEW_PASSWORD, re_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(await sessionOk(current)).toBe(true);
    expect(await sessionOk(otherSession)).toBe(false);
    expect(await canSignIn(u.email, NEW_PASSWORD)).toBe(true);
    expect(await canSignIn(u.email, STRONG_PASSWORD)).toBe(false);
    const row = (await t.deps.pool.query('select password_changed_at from users where id = $1', [u.id]))
      .rows[0];
    expect(row.password_changed_at).toBeInstanceOf(Date);
  });

  it('asks for the current password and checks it, and the repeat', async () => {
    const u = await createUser(t, { email: 'change.old@example.it' });
    const call = as(t, await signIn(t, u.email));
    const missing = await call({
      method: 'POST',
      url: '/api/user/changepassword/update',
      payload: { password: NEW_PASSWORD, re_password: NEW_PASSWORD },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ oldPassword: 'OLD_PASSWORD_REQUIRED' });
    const wrong = await call({
      method: 'POST',
      url: '/api/user/changepassword/update',
      payload: { oldPassword: 'Sbagliata-123!', password: NEW_PASSWORD },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ oldPassword: 'OLD_PASSWORD_WRONG' });
    const mismatch = await call({
      method: 'POST',
      url: '/api/user/changepassword/update',
      payload: { oldPassword: STRONG_PASSWORD, password: NEW_PASSWORD, re_password: 'Altra-Password1!' },
    });
    expect(mismatch.json().fields.re_password).toBe('REPEAT_PASSWORD_MATCH');
    expect(await canSignIn(u.email, STRONG_PASSWORD)).toBe(true);
    const ok = await call({
      method: 'POST',
      url: '/api/user/changepassword/update',
      payload: { oldPassword: STRONG_PASSWORD, password: NEW_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('invalidates a pending reset code', async () => {
    const u = await createUser(t, { email: 'change.pending@example.it' });
    await request(u.email);
    const code = await codeFrom(u.email);
    await as(
      t,
      await signIn(t, u.email),
    )({
      method: 'POST',
      url: '/api/user/changepassword/update',
      payload: { oldPassword: STRONG_PASSWORD, password: NEW_PASSWORD },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/user/resetpassword/verify/${code}` })).statusCode,
    ).toBe(400);
  });

  it('works for an administrator and is refused signed out', async () => {
    await createUser(t, { email: 'admin.pw@hrwe.test', role: 'ROLE_ADMIN' });
    const res = await as(
      t,
      await signIn(t, 'admin.pw@hrwe.test'),
    )({
      method: 'POST',
      url: '/api/user/changepassword/update',
      payload: { oldPassword: STRONG_PASSWORD, password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/user/changepassword/update',
      payload: { oldPassword: STRONG_PASSWORD, password: NEW_PASSWORD },
    });
    expect(anon.statusCode).toBe(401);
  });
});
