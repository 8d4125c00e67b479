import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';
import { SECRET_MASK } from './config-crypto';
import { brandOf, privateConfigOf } from './tenant-config';

const T2 = { host: 'tenant2.localhost' };
const ADMIN2 = { email: 'admin@tenant2.it', password: 'Password123!Tenant2' };

describe('tenants (platform administrators)', () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let hr: ReturnType<typeof as>;

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, { email: 'platform.admin@hrwe.it', role: 'ROLE_ADMIN' });
    await createUser(t, { email: 'hr@hrwe.it' });
    admin = as(t, await signIn(t, 'platform.admin@hrwe.it'));
    hr = as(t, await signIn(t, 'hr@hrwe.it'));
  });
  afterAll(() => t.close());

  it('creates a tenant with its host name and first administrator, who signs in on that host', async () => {
    const res = await admin({
      method: 'POST',
      url: '/api/config/admin',
      payload: {
        name: 'Altro',
        dns: 'Tenant2.localhost',
        adminEmail: ADMIN2.email,
        adminPassword: ADMIN2.password,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Altro', dns: 'tenant2.localhost', businessPlan: 'Standard' });
    const session = await t.app.inject({ method: 'POST', url: '/api/session', headers: T2, payload: ADMIN2 });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ role: 'ROLE_ADMIN', platformAdmin: false });
    // The platform tenant's users do not exist on the new host, nor the new admin on the platform host.
    const wrongHost = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: T2,
      payload: { email: 'platform.admin@hrwe.it', password: 'Password123!Strong' },
    });
    expect(wrongHost.statusCode).toBe(401);
    const wrongHost2 = await t.app.inject({ method: 'POST', url: '/api/session', payload: ADMIN2 });
    expect(wrongHost2.statusCode).toBe(401);
  });

  it('lists tenants 10 a page, newest first, and exports them', async () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
      expect(
        (
          await admin({
            method: 'POST',
            url: '/api/config/admin',
            payload: {
              name: `Brand ${n}`,
              dns: `brand${n}.example.it`,
              businessPlan: n % 2 ? 'Premium' : 'Di base',
            },
          })
        ).statusCode,
      ).toBe(201);
    const page1 = (await admin({ method: 'GET', url: '/api/config/admin/all' })).json();
    expect(page1).toMatchObject({ count: 12, page: 1, pageSize: 10 });
    expect(page1.data).toHaveLength(10);
    expect(page1.data[0]).toMatchObject({
      name: 'Brand 10',
      dns: 'brand10.example.it',
      businessPlan: 'Di base',
    });
    const page2 = (await admin({ method: 'GET', url: '/api/config/admin/all?page=2' })).json();
    expect(page2.data.map((r: { name: string }) => r.name)).toEqual(['Altro', 'HR.We']);
    const filtered = (await admin({ method: 'GET', url: '/api/config/admin/all?name=brand%201' })).json();
    expect(filtered.data.map((r: { name: string }) => r.name).sort()).toEqual(['Brand 1', 'Brand 10']);
    const sorted = (await admin({ method: 'GET', url: '/api/config/admin/all?sort=name:asc' })).json();
    expect(sorted.data[0].name).toBe('Altro');
    const xlsx = await admin({ method: 'GET', url: '/api/config/admin/all?format=xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('Tenant - HRWE.xlsx');
    const pdf = await admin({ method: 'GET', url: '/api/config/admin/all?format=pdf' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('refuses duplicate names and host names, and flags them for the form', async () => {
    const create = (payload: object) => admin({ method: 'POST', url: '/api/config/admin', payload });
    expect((await create({ name: 'altro', dns: 'nuovo.example.it' })).json()).toMatchObject({
      statusCode: 409,
      key: 'TENANT_NAME_TAKEN',
    });
    expect((await create({ name: 'Nuovo', dns: 'tenant2.localhost' })).json().key).toBe('TENANT_DNS_TAKEN');
    // A host name of the platform tenant that is not its main dns is taken too.
    expect((await create({ name: 'Nuovo', dns: '127.0.0.1' })).json().key).toBe('TENANT_DNS_TAKEN');
    const bad = await create({ name: ' ', dns: 'http://x.it', businessPlan: 'Basic' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      name: 'TENANT_NAME_REQUIRED',
      dns: 'TENANT_DNS_NOT_VALID',
      businessPlan: 'BUSINESS_PLAN_REQUIRED',
    });
    const weakAdmin = await create({
      name: 'Nuovo',
      dns: 'nuovo.it',
      adminEmail: 'a@nuovo.it',
      adminPassword: 'x',
    });
    expect(weakAdmin.json().fields).toEqual({ adminPassword: 'PASSWORD_CHARACTER' });
    const check = (q: string) => admin({ method: 'GET', url: `/api/config/admin/check?${q}` });
    expect((await check('name=ALTRO&dns=tenant2.localhost')).json()).toEqual({
      nameTaken: true,
      dnsTaken: true,
    });
    expect((await check('name=Nuovo&dns=nuovo.example.it')).json()).toEqual({
      nameTaken: false,
      dnsTaken: false,
    });
    expect((await check('dns=localhost')).json()).toEqual({ nameTaken: false, dnsTaken: true });
  });

  it('adds another administrator to a tenant', async () => {
    const res = await admin({
      method: 'POST',
      url: '/api/config/admin/Brand 1/admin',
      payload: { email: 'capo@brand1.it', password: 'Password123!Brand1' },
    });
    expect(res.statusCode).toBe(201);
    const again = await admin({
      method: 'POST',
      url: '/api/config/admin/Brand 1/admin',
      payload: { email: 'capo@brand1.it', password: 'Password123!Brand1' },
    });
    expect(again.statusCode).toBe(409);
    const none = await admin({
      method: 'POST',
      url: '/api/config/admin/Nessuno/admin',
      payload: { email: 'capo@brand1.it', password: 'Password123!Brand1' },
    });
    expect(none.statusCode).toBe(404);
  });

  it('refuses HR users, administrators of other tenants and anonymous callers', async () => {
    const admin2 = as(t, await signIn(t, ADMIN2.email, ADMIN2.password, 'tenant2.localhost'));
    const calls = [
      { method: 'GET', url: '/api/config/admin/all' },
      { method: 'GET', url: '/api/config/admin/check?name=x' },
      { method: 'POST', url: '/api/config/admin', payload: { name: 'X', dns: 'x.it' } },
      { method: 'GET', url: '/api/config/admin/get/Altro' },
      {
        method: 'POST',
        url: '/api/config/update',
        payload: { id: 1, tenantName: 'HR.We', dns: 'localhost', businessPlan: 'Premium' },
      },
      { method: 'POST', url: '/api/config/public/list/add/Altro', payload: { configPairs: [] } },
      { method: 'POST', url: '/api/config/private/list/add/Altro', payload: { configPairs: [] } },
      { method: 'POST', url: '/api/config/email/list/add/Altro', payload: { configPairs: [] } },
      {
        method: 'POST',
        url: '/api/config/admin/Altro/admin',
        payload: { email: 'z@z.it', password: 'Password123!Zz' },
      },
    ] as const;
    for (const c of calls) {
      expect((await hr(c as never)).statusCode, `${c.url} HR`).toBe(403);
      expect((await admin2({ ...(c as object), headers: T2 } as never)).statusCode, `${c.url} admin2`).toBe(
        403,
      );
      expect((await t.app.inject(c as never)).statusCode, `${c.url} anonymous`).toBe(401);
    }
  });

  it('updates the host name and plan; the old host name stops answering', async () => {
    const detail = (await admin({ method: 'GET', url: '/api/config/admin/get/Brand 2' })).json();
    expect(detail).toMatchObject({ tenant: 'Brand 2', dns: 'brand2.example.it', businessPlan: 'Di base' });
    const update = (payload: object) => admin({ method: 'POST', url: '/api/config/update', payload });
    // Resolve the old host once so the resolver caches it: the update must forget the cache.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'brand2.example.it' } }))
        .statusCode,
    ).toBe(200);
    const ok = await update({
      id: detail.id,
      tenantName: 'Brand 2',
      dns: 'brand2-new.example.it',
      businessPlan: 'Premium',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ dns: 'brand2-new.example.it', businessPlan: 'Premium' });
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'brand2.example.it' } })
      ).json(),
    ).toMatchObject({ key: 'UNKNOWN_HOST' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'brand2-new.example.it' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await update({
          id: detail.id,
          tenantName: 'Brand 2',
          dns: 'tenant2.localhost',
          businessPlan: 'Premium',
        })
      ).json().key,
    ).toBe('TENANT_DNS_TAKEN');
    expect(
      (await update({ id: detail.id, tenantName: 'Brand 3', dns: 'x.it', businessPlan: 'Premium' }))
        .statusCode,
    ).toBe(404);
    expect((await update({ id: detail.id, tenantName: 'Brand 2', dns: 'x.it' })).json().fields).toEqual({
      businessPlan: 'BUSINESS_PLAN_REQUIRED',
    });
    expect((await admin({ method: 'GET', url: '/api/config/admin/get/Nessuno' })).statusCode).toBe(404);
  });

  describe('configuration tables', () => {
    const add = (kind: string, configPairs: object[], tenant = 'Altro') =>
      admin({ method: 'POST', url: `/api/config/${kind}/list/add/${tenant}`, payload: { configPairs } });
    const detail = async () => (await admin({ method: 'GET', url: '/api/config/admin/get/Altro' })).json();

    it('adds, edits and deletes by omission; placeholder rows are ignored', async () => {
      expect(
        (
          await add('public', [
            { key: 'LOGO', val: 'https://cdn.altro.it/logo.png' },
            { key: ' PRODUCT_NAME ', val: 'Altro HR' },
            { key: '-', val: '-' },
            { key: 'OLD', val: 'x' },
          ])
        ).statusCode,
      ).toBe(200);
      expect((await detail()).publicConfig).toEqual({
        LOGO: 'https://cdn.altro.it/logo.png',
        PRODUCT_NAME: 'Altro HR',
        OLD: 'x',
      });
      await add('public', [
        { key: 'LOGO', val: 'https://cdn.altro.it/logo2.png' },
        { key: 'PRODUCT_NAME', val: 'Altro HR' },
        { key: 'PRIMARY_COLOR', val: '#aa3300' },
        { key: 'CAS_CSS', val: 'footer { color: #aa3300; }' },
      ]);
      expect((await detail()).publicConfig).toEqual({
        LOGO: 'https://cdn.altro.it/logo2.png',
        PRODUCT_NAME: 'Altro HR',
        PRIMARY_COLOR: '#aa3300',
        CAS_CSS: 'footer { color: #aa3300; }',
      });
      // Only a placeholder row: the table ends empty.
      expect((await add('email', [{ key: '-', val: '-' }])).statusCode).toBe(200);
      expect((await detail()).emailConfig).toEqual({});
    });

    it('refuses an empty key or value and an unknown tenant', async () => {
      const r = await add('public', [
        { key: 'A', val: 'b' },
        { key: '   ', val: 'c' },
      ]);
      expect(r.statusCode).toBe(400);
      expect(r.json().fields).toEqual({ 'configPairs.1.key': 'CONFIG_KEY_REQUIRED' });
      expect((await add('public', [{ key: 'A', val: '' }])).statusCode).toBe(400);
      expect((await add('public', [], 'Nessuno')).statusCode).toBe(404);
      expect((await detail()).publicConfig.PRODUCT_NAME).toBe('Altro HR');
    });

    it('encrypts private values and SMTP passwords at rest and never sends them back', async () => {
      const secret = 'crif-secret-123';
      const saved = await add('private', [
        { key: 'CRIF_USER', val: 'altro' },
        { key: 'CRIF_PASSWORD', val: secret },
      ]);
      expect(saved.body).not.toContain(secret);
      expect(saved.json().config).toEqual({ CRIF_USER: SECRET_MASK, CRIF_PASSWORD: SECRET_MASK });
      const { rows } = await t.deps.pool.query(
        `select key, value from tenant_config where kind = 'private' order by key`,
      );
      expect(rows).toHaveLength(2);
      for (const r of rows) {
        expect(r.value).toMatch(/^v1:/);
        expect(r.value).not.toContain(secret);
        expect(r.value).not.toContain('altro');
      }
      const d = await admin({ method: 'GET', url: '/api/config/admin/get/Altro' });
      expect(d.body).not.toContain(secret);
      expect(d.json().privateConfig).toEqual({ CRIF_USER: SECRET_MASK, CRIF_PASSWORD: SECRET_MASK });
      // Sending the mask back keeps the stored value; a new value replaces it.
      await add('private', [
        { key: 'CRIF_USER', val: SECRET_MASK },
        { key: 'CRIF_PASSWORD', val: SECRET_MASK },
        { key: 'CERVED_KEY', val: 'k-1' },
      ]);
      const tenantId = d.json().id as number;
      expect(await privateConfigOf(t.deps, tenantId)).toEqual({
        CRIF_USER: 'altro',
        CRIF_PASSWORD: secret,
        CERVED_KEY: 'k-1',
      });
      // The mask under a renamed key has no stored value to keep: refused, nothing changes.
      const renamed = await add('private', [
        { key: 'CRIF_USERNAME', val: SECRET_MASK },
        { key: 'CRIF_PASSWORD', val: SECRET_MASK },
        { key: 'CERVED_KEY', val: SECRET_MASK },
      ]);
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json()).toMatchObject({
        key: 'CONFIG_SECRET_REQUIRED',
        fields: { CRIF_USERNAME: 'CONFIG_SECRET_REQUIRED' },
      });
      expect(await privateConfigOf(t.deps, tenantId)).toEqual({
        CRIF_USER: 'altro',
        CRIF_PASSWORD: secret,
        CERVED_KEY: 'k-1',
      });
      await add('email', [
        { key: 'SMTP_HOST', val: 'smtp.altro.it' },
        { key: 'SMTP_PASSWORD', val: 'smtp-pass-9' },
      ]);
      const e = await admin({ method: 'GET', url: '/api/config/admin/get/Altro' });
      expect(e.body).not.toContain('smtp-pass-9');
      expect(e.json().emailConfig).toEqual({ SMTP_HOST: 'smtp.altro.it', SMTP_PASSWORD: SECRET_MASK });
      const { rows: emailRows } = await t.deps.pool.query(
        `select value from tenant_config where kind = 'email' and key = 'SMTP_PASSWORD'`,
      );
      expect(emailRows[0].value).not.toContain('smtp-pass-9');
      // The key was generated once and kept in the settings table.
      const { rows: keyRows } = await t.deps.pool.query(
        `select value from settings where key = 'config_encryption_key'`,
      );
      expect(Buffer.from(keyRows[0].value, 'base64')).toHaveLength(32);
    });

    it('serves public keys without sign-in, for the tenant of the host name only', async () => {
      const list = (host?: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/config/public/key/list',
          headers: host ? { host } : {},
          payload: { keys: ['LOGO', 'PRODUCT_NAME', 'PRIMARY_COLOR', 'CRIF_PASSWORD', 'MISSING'] },
        });
      expect((await list('tenant2.localhost')).json()).toEqual({
        LOGO: 'https://cdn.altro.it/logo2.png',
        PRODUCT_NAME: 'Altro HR',
        PRIMARY_COLOR: '#aa3300',
      });
      expect((await list()).json()).toEqual({});
      const logo = await t.app.inject({ method: 'GET', url: '/api/config/get/key/LOGO', headers: T2 });
      expect(logo.json()).toEqual({ keyVal: 'https://cdn.altro.it/logo2.png' });
      const priv = await t.app.inject({
        method: 'GET',
        url: '/api/config/get/key/CRIF_PASSWORD',
        headers: T2,
      });
      expect(priv.json()).toEqual({ keyVal: null });
      const css = await t.app.inject({ method: 'GET', url: '/api/config/public/css', headers: T2 });
      expect(css.headers['content-type']).toContain('text/css');
      expect(css.body).toBe('footer { color: #aa3300; }');
      expect((await t.app.inject({ method: 'GET', url: '/api/config/public/css' })).body).toBe('');
    });

    it("gives the brand of a tenant's e-mails and PDFs", async () => {
      const d = (await admin({ method: 'GET', url: '/api/config/admin/get/Altro' })).json();
      expect(await brandOf(t.deps, d.id)).toEqual({
        productName: 'Altro HR',
        logoUrl: 'https://cdn.altro.it/logo2.png',
        color: '#aa3300',
      });
      expect(await brandOf(t.deps, t.platform.id)).toEqual({
        productName: 'HR.We',
        logoUrl: null,
        color: '#1c7ed6',
      });
    });

    it('serves a public value that looks like ciphertext as plain text, beside real secrets', async () => {
      await add('public', [
        { key: 'PRODUCT_NAME', val: 'v1: il nuovo portale' },
        { key: 'SLOGAN', val: 'v1:AAAA' },
      ]);
      await add('private', [{ key: 'CRIF_PASSWORD', val: 'crif-secret-2' }]);
      await add('email', [{ key: 'SMTP_PASSWORD', val: 'v1:not-really-sealed' }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/config/public/key/list',
        headers: T2,
        payload: { keys: ['PRODUCT_NAME', 'SLOGAN'] },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ PRODUCT_NAME: 'v1: il nuovo portale', SLOGAN: 'v1:AAAA' });
      const d = await detail();
      expect(await privateConfigOf(t.deps, d.id)).toEqual({ CRIF_PASSWORD: 'crif-secret-2' });
      expect((await brandOf(t.deps, d.id)).productName).toBe('v1: il nuovo portale');
    });
  });
});
