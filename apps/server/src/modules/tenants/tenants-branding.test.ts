import { BRAND_LOGO_MAX_BYTES } from '@hrwe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';
import { brandOf, publicConfigOf } from './tenant-config';

/** A PNG data URL of about `bytes` bytes (a real PNG signature, then padding). */
const png = (bytes: number) =>
  `data:image/png;base64,${Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), Buffer.alloc(bytes - 8)]).toString('base64')}`;

describe("a tenant's brand values (the branding form's rules, on the server)", () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let tenantId: number;
  const save = (pairs: { key: string; val: string }[]) =>
    admin({ method: 'POST', url: '/api/config/public/list/add/Marchio', payload: { configPairs: pairs } });

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, { email: 'brand.admin@hrwe.it', role: 'ROLE_ADMIN' });
    admin = as(t, await signIn(t, 'brand.admin@hrwe.it'));
    const created = await admin({
      method: 'POST',
      url: '/api/config/admin',
      payload: {
        name: 'Marchio',
        dns: 'marchio.localhost',
        adminEmail: 'admin@marchio.it',
        adminPassword: 'Password123!Marchio',
      },
    });
    expect(created.statusCode).toBe(201);
    tenantId = created.json().id;
  });
  afterAll(() => t.close());

  it('stores the names, an uploaded logo larger than a text value and a readable colour', async () => {
    const logo = png(100_000);
    const res = await save([
      { key: 'PRODUCT_NAME', val: 'Marchio HR' },
      { key: 'LEGAL_NAME', val: 'Marchio Servizi S.p.A.' },
      { key: 'LOGO', val: logo },
      { key: 'PRIMARY_COLOR', val: '#1971c2' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(await brandOf(t.deps, tenantId)).toMatchObject({ productName: 'Marchio HR', color: '#1971c2' });
    expect((await publicConfigOf(t.deps, tenantId)).LOGO).toBe(logo);
  });

  it("names the tenant's administrator by the role, never by the technical tenant name", async () => {
    const { rows } = await t.deps.pool.query('select first_name, last_name from users where email = $1', [
      'admin@marchio.it',
    ]);
    expect(rows).toEqual([{ first_name: 'Amministratore', last_name: null }]);
  });

  it.each([
    ['PRIMARY_COLOR', '#ffe066', 'BRAND_COLOR_LOW_CONTRAST'],
    ['PRIMARY_COLOR', 'blu', 'BRAND_COLOR_NOT_VALID'],
    ['LOGO', 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', 'BRAND_LOGO_TYPE'],
    ['LOGO', png(BRAND_LOGO_MAX_BYTES + 1024), 'BRAND_LOGO_TOO_LARGE'],
    ['LOGO', 'logo.png', 'BRAND_LOGO_TYPE'],
  ])('refuses %s = %s… with %s and changes nothing', async (key, val, problem) => {
    const before = await publicConfigOf(t.deps, tenantId);
    const res = await save([
      { key: 'PRODUCT_NAME', val: 'Altro nome' },
      { key, val },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [key]: problem });
    expect(await publicConfigOf(t.deps, tenantId)).toEqual(before);
    const one = await admin({ method: 'POST', url: `/api/config/public/Marchio/${key}`, payload: { val } });
    expect(one.statusCode).toBe(400);
  });
});
