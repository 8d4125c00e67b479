import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondTenantHr } from '../../../test/fixtures/reports';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';

/** API keys: made and revoked on the profile, stored hashed, acting as their owner and nothing more. */
let t: TestApp;
let hrA: ReturnType<typeof as>;
let hrB: ReturnType<typeof as>;
let admin: ReturnType<typeof as>;
let hrAId: string;

const bearer = (secret: string, host = 'localhost') => ({ authorization: `Bearer ${secret}`, host });
const v1 = (secret: string, url: string, host?: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(secret, host) });
const newKey = async (call: ReturnType<typeof as>, payload: object = { name: 'ATS' }) => {
  const res = await call({ method: 'POST', url: '/api/profile/api-keys', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; secret: string; prefix: string; name: string; expiresAt: string | null };
};

beforeAll(async () => {
  t = await createTestApp();
  hrAId = (await createUser(t, { email: 'keys.a@example.it' })).id;
  await createUser(t, { email: 'keys.b@example.it' });
  await createUser(t, { email: 'keys.admin@example.it', role: 'ROLE_ADMIN' });
  await createUser(t, { email: 'keys.pending@example.it', status: 'IN_REGISTRAZIONE' });
  hrA = as(t, await signIn(t, 'keys.a@example.it'));
  hrB = as(t, await signIn(t, 'keys.b@example.it'));
  admin = as(t, await signIn(t, 'keys.admin@example.it'));
});
afterAll(() => t.close());

describe('creating and listing keys', () => {
  it('shows the secret once, stores only its hash, lists name, prefix and last use', async () => {
    const key = await newKey(hrA, { name: 'Gestionale ATS', expiresInDays: 90 });
    expect(key.secret).toMatch(/^hrwe_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    expect(key.prefix).toHaveLength('hrwe_'.length + 6);
    const days = (new Date(key.expiresAt!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    const { rows } = await t.deps.pool.query('select * from api_keys where id = $1', [key.id]);
    expect(JSON.stringify(rows[0])).not.toContain(key.secret.slice(5));
    expect(rows[0].secret_hash).toMatch(/^[0-9a-f]{64}$/);

    const before = (await hrA({ method: 'GET', url: '/api/profile/api-keys' })).json().data;
    expect(before).toEqual([
      expect.objectContaining({ id: key.id, name: 'Gestionale ATS', prefix: key.prefix, lastUsedAt: null }),
    ]);
    expect(JSON.stringify(before)).not.toContain(key.secret);
    expect((await v1(key.secret, '/api/v1/requests')).statusCode).toBe(200);
    const after = (await hrA({ method: 'GET', url: '/api/profile/api-keys' })).json().data;
    expect(after[0].lastUsedAt).not.toBeNull();
  });

  it('refuses a bad name or expiry with the field keys, and an HR user not yet approved', async () => {
    const bad = await hrA({
      method: 'POST',
      url: '/api/profile/api-keys',
      payload: { name: ' ', expiresInDays: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      key: 'VALIDATION_FAILED',
      fields: { name: 'API_KEY_NAME_REQUIRED', expiresInDays: 'API_KEY_EXPIRY_NOT_VALID' },
    });
    const pending = as(t, await signIn(t, 'keys.pending@example.it'));
    const res = await pending({ method: 'POST', url: '/api/profile/api-keys', payload: { name: 'x' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().key).toBe('USER_NOT_ACTIVE');
  });

  it('an HR user sees only their own keys; an administrator sees every key of the tenant', async () => {
    const b = await newKey(hrB, { name: 'Chiave di B' });
    const mine = (await hrA({ method: 'GET', url: '/api/profile/api-keys' })).json().data;
    expect(mine.map((k: { id: string }) => k.id)).not.toContain(b.id);
    const all = (await admin({ method: 'GET', url: '/api/profile/api-keys' })).json().data;
    expect(all).toContainEqual(
      expect.objectContaining({ id: b.id, owner: 'keys.b@example.it', mine: false }),
    );
  });
});

describe('revocation and expiry', () => {
  it('a revoked key is refused from the next call on; another HR user cannot revoke it', async () => {
    const key = await newKey(hrA, { name: 'Da revocare' });
    expect((await v1(key.secret, '/api/v1/requests')).statusCode).toBe(200);
    const byB = await hrB({ method: 'DELETE', url: `/api/profile/api-keys/${key.id}` });
    expect(byB.statusCode).toBe(404);
    expect((await v1(key.secret, '/api/v1/requests')).statusCode).toBe(200);
    const res = await hrA({ method: 'DELETE', url: `/api/profile/api-keys/${key.id}` });
    expect(res.statusCode).toBe(204);
    const refused = await v1(key.secret, '/api/v1/requests');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().key).toBe('API_KEY_NOT_VALID');
    const list = (await hrA({ method: 'GET', url: '/api/profile/api-keys' })).json().data;
    expect(list.map((k: { id: string }) => k.id)).not.toContain(key.id);
  });

  it('an administrator revokes an HR user’s key', async () => {
    const key = await newKey(hrB, { name: 'Revocata dall’amministratore' });
    expect((await admin({ method: 'DELETE', url: `/api/profile/api-keys/${key.id}` })).statusCode).toBe(204);
    expect((await v1(key.secret, '/api/v1/requests')).statusCode).toBe(401);
  });

  it('an expired key is refused', async () => {
    const key = await newKey(hrA, { name: 'Scade', expiresInDays: 1 });
    expect((await v1(key.secret, '/api/v1/requests')).statusCode).toBe(200);
    await t.deps.pool.query(`update api_keys set expires_at = now() - interval '1 second' where id = $1`, [
      key.id,
    ]);
    const res = await v1(key.secret, '/api/v1/requests');
    expect(res.statusCode).toBe(401);
    expect(res.json().key).toBe('API_KEY_NOT_VALID');
  });

  it('a disabled owner’s keys stop working with the owner', async () => {
    const u = await createUser(t, { email: 'keys.disabled@example.it' });
    const key = await newKey(as(t, await signIn(t, 'keys.disabled@example.it')));
    await t.deps.pool.query(`update users set status = 'DISABILITATO' where id = $1`, [u.id]);
    const res = await v1(key.secret, '/api/v1/requests');
    expect(res.statusCode).toBe(403);
    expect(res.json().key).toBe('USER_NOT_ACTIVE');
  });

  it('allows at most 20 usable keys per user', async () => {
    const u = await createUser(t, { email: 'keys.many@example.it' });
    const call = as(t, await signIn(t, 'keys.many@example.it'));
    for (let i = 0; i < 20; i++) await newKey(call, { name: `k${i}` });
    const res = await call({ method: 'POST', url: '/api/profile/api-keys', payload: { name: 'k20' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().key).toBe('API_KEYS_TOO_MANY');
    expect(u.id).toBeTruthy();
  });
});

describe('what a key reaches', () => {
  it('only the public API: not the session calls, not the administrator’s calls, not key management', async () => {
    const hrKey = await newKey(hrA);
    const adminKey = await newKey(admin, { name: 'Chiave amministratore' });
    for (const secret of [hrKey.secret, adminKey.secret]) {
      for (const url of [
        '/api/report/list',
        '/api/user/client/all',
        '/api/profile/api-keys',
        '/api/config/admin/all',
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers: bearer(secret) });
        expect(res.statusCode, url).toBe(401);
      }
      const make = await t.app.inject({
        method: 'POST',
        url: '/api/profile/api-keys',
        headers: bearer(secret),
        payload: { name: 'da una chiave' },
      });
      expect(make.statusCode).toBe(401);
    }
  });

  it('a session cookie does not sign in a public API call', async () => {
    const res = await hrA({ method: 'GET', url: '/api/v1/requests' });
    expect(res.statusCode).toBe(401);
    expect(res.json().key).toBe('AUTH_REQUIRED');
  });

  it('a key of another tenant is unknown on this tenant’s host', async () => {
    const other = await secondTenantHr(t, 'keys.tenant2@altro.it');
    const res = await other.call({
      method: 'POST',
      url: '/api/profile/api-keys',
      payload: { name: 'Altro' },
    });
    const key = res.json().secret as string;
    expect((await v1(key, '/api/v1/requests', 'tenant2.localhost')).statusCode).toBe(200);
    const here = await v1(key, '/api/v1/requests', 'localhost');
    expect(here.statusCode).toBe(401);
    expect(here.json().key).toBe('API_KEY_NOT_VALID');
  });

  it('a malformed or unknown bearer is 401 API_KEY_NOT_VALID', async () => {
    for (const authorization of ['Bearer', 'Basic abc', `Bearer hrwe_${'x'.repeat(43)}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/requests', headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.json().key).toBe('API_KEY_NOT_VALID');
    }
    expect(hrAId).toBeTruthy();
  });
});
