import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';
import { SECRET_MASK } from './config-crypto';
import { privateConfigOf, publicConfigOf } from './tenant-config';

const T2 = { host: 'tenant2.localhost' };
const ADMIN2 = { email: 'admin@tenant2.it', password: 'Password123!Tenant2' };

describe('single-value configuration calls: POST /api/config/{public|private}/{tenant}/{key}', () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let hr: ReturnType<typeof as>;
  let tenantId: number;

  const set = (kind: string, key: string, body: object, tenant = 'Altro') =>
    admin({ method: 'POST', url: `/api/config/${kind}/${tenant}/${key}`, payload: body });

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, { email: 'platform.admin@hrwe.it', role: 'ROLE_ADMIN' });
    await createUser(t, { email: 'hr@hrwe.it' });
    admin = as(t, await signIn(t, 'platform.admin@hrwe.it'));
    hr = as(t, await signIn(t, 'hr@hrwe.it'));
    const created = await admin({
      method: 'POST',
      url: '/api/config/admin',
      payload: { name: 'Altro', dns: T2.host, adminEmail: ADMIN2.email, adminPassword: ADMIN2.password },
    });
    expect(created.statusCode).toBe(201);
    tenantId = created.json().id;
  });
  afterAll(() => t.close());

  it('sets one public key and keeps the others; the value is served without sign-in on that host', async () => {
    await admin({
      method: 'POST',
      url: '/api/config/public/list/add/Altro',
      payload: { configPairs: [{ key: 'PRODUCT_NAME', val: 'Altro HR' }] },
    });
    const r = await set('public', 'LOGO', { val: 'https://cdn.altro.it/logo.png' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      tenant: 'Altro',
      kind: 'public',
      key: 'LOGO',
      val: 'https://cdn.altro.it/logo.png',
    });
    expect((await set('public', 'LOGO', { val: 'https://cdn.altro.it/logo2.png' })).statusCode).toBe(200);
    expect(await publicConfigOf(t.deps, tenantId)).toEqual({
      PRODUCT_NAME: 'Altro HR',
      LOGO: 'https://cdn.altro.it/logo2.png',
    });
    const read = await t.app.inject({ method: 'GET', url: '/api/config/get/key/LOGO', headers: T2 });
    expect(read.json()).toEqual({ keyVal: 'https://cdn.altro.it/logo2.png' });
    const platform = await t.app.inject({ method: 'GET', url: '/api/config/get/key/LOGO' });
    expect(platform.json()).toEqual({ keyVal: null });
  });

  it('encrypts a private value, never sends it back, and keeps it when the mask is sent', async () => {
    const secret = 'cerved-secret-42';
    const r = await set('private', 'CERVED_PASSWORD', { val: secret });
    expect(r.statusCode).toBe(200);
    expect(r.body).not.toContain(secret);
    expect(r.json().val).toBe(SECRET_MASK);
    const { rows } = await t.deps.pool.query(
      `select value from tenant_config where tenant_id = $1 and kind = 'private' and key = 'CERVED_PASSWORD'`,
      [tenantId],
    );
    expect(rows[0].value).toMatch(/^v1:/);
    expect(rows[0].value).not.toContain(secret);
    expect((await set('private', 'CERVED_PASSWORD', { val: SECRET_MASK })).statusCode).toBe(200);
    expect((await set('private', 'CERVED_USER', { val: 'altro' })).statusCode).toBe(200);
    expect(await privateConfigOf(t.deps, tenantId)).toEqual({
      CERVED_PASSWORD: secret,
      CERVED_USER: 'altro',
    });
    // The mask under a key with no stored secret is not a value.
    const lost = await set('private', 'NEW_KEY', { val: SECRET_MASK });
    expect(lost.statusCode).toBe(400);
    expect(lost.json().key).toBe('CONFIG_SECRET_REQUIRED');
    // Private values never appear in the public reads.
    const pub = await t.app.inject({ method: 'GET', url: '/api/config/get/key/CERVED_USER', headers: T2 });
    expect(pub.json()).toEqual({ keyVal: null });
  });

  it('validates the value and the key, and stores only the named field', async () => {
    const empty = await set('public', 'LOGO', { val: '' });
    expect(empty.statusCode).toBe(400);
    expect((await set('public', 'LOGO', {})).statusCode).toBe(400);
    // The placeholder key names no key: a path parameter refused answers 404 (common/params.schemas.ts).
    expect((await set('public', '-', { val: 'x' })).statusCode).toBe(404);
    expect((await set('public', 'LOGO', { val: 'x' }, 'Nessuno')).statusCode).toBe(404);
    // A tenant id in the body is ignored: the path's tenant is the one written.
    const r = await set('public', 'PRIMARY_COLOR', { val: '#aa3300', tenantId: 1, kind: 'private' });
    expect(r.statusCode).toBe(200);
    expect((await publicConfigOf(t.deps, tenantId)).PRIMARY_COLOR).toBe('#aa3300');
    expect((await publicConfigOf(t.deps, t.platform.id)).PRIMARY_COLOR).toBeUndefined();
    // There is no single-value call for the e-mail configuration (the list call only).
    expect((await set('email', 'SMTP_HOST', { val: 'smtp.altro.it' })).statusCode).toBe(404);
  });

  it('refuses anonymous callers (401), HR users and administrators of other tenants (403)', async () => {
    const admin2 = as(t, await signIn(t, ADMIN2.email, ADMIN2.password, T2.host));
    for (const kind of ['public', 'private']) {
      const call = { method: 'POST', url: `/api/config/${kind}/Altro/LOGO`, payload: { val: 'x' } } as const;
      expect((await t.app.inject(call)).statusCode, kind).toBe(401);
      expect((await hr(call)).statusCode, kind).toBe(403);
      expect((await admin2({ ...call, headers: T2 })).statusCode, kind).toBe(403);
    }
    expect((await publicConfigOf(t.deps, tenantId)).LOGO).toBe('https://cdn.altro.it/logo2.png');
  });
});
