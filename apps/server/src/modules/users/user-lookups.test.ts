import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';

const T2 = 'tenant2.localhost';

describe('user lookups: role and personal summary by e-mail', () => {
  let t: TestApp;
  let hr: ReturnType<typeof as>;
  let admin: ReturnType<typeof as>;
  let admin2: ReturnType<typeof as>;
  let wizard: ReturnType<typeof as>;

  const role = (email: string) => ({ method: 'GET' as const, url: `/api/user/private/be/role/${email}` });
  const person = (email: string) => ({ method: 'GET' as const, url: `/api/user/personalDetail/${email}` });

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, { email: 'hr.uno@example.it', firstName: 'Giulia', lastName: 'Bianchi' });
    await createUser(t, { email: 'hr.due@example.it', firstName: 'Luca', lastName: 'Verdi' });
    await createUser(t, { email: 'hr.attesa@example.it', status: 'DA_ATTIVARE' });
    await createUser(t, { email: 'in.wizard@example.it', status: 'IN_REGISTRAZIONE', firstName: null });
    await createUser(t, {
      email: 'admin@example.it',
      role: 'ROLE_ADMIN',
      firstName: 'Anna',
      lastName: 'Admin',
    });
    await createUser(t, { email: 'admin.bis@example.it', role: 'ROLE_ADMIN', firstName: 'Bruno' });
    const { rows } = await t.deps.pool.query(
      `insert into tenants (name, dns) values ('Brand Due', '${T2}') returning id`,
    );
    const t2 = rows[0].id as number;
    await t.deps.pool.query('insert into tenant_hosts (host, tenant_id) values ($1, $2)', [T2, t2]);
    await createUser(t, { email: 'hr.t2@example.it', tenantId: t2 });
    await createUser(t, { email: 'admin.t2@example.it', tenantId: t2, role: 'ROLE_ADMIN' });
    hr = as(t, await signIn(t, 'hr.uno@example.it'));
    admin = as(t, await signIn(t, 'admin@example.it'));
    wizard = as(t, await signIn(t, 'in.wizard@example.it'));
    const cookie2 = await signIn(t, 'admin.t2@example.it', undefined, T2);
    admin2 = (opts) => as(t, cookie2)({ ...opts, headers: { host: T2 } });
  });
  afterAll(() => t.close());

  it('refuses signed-out callers with 401', async () => {
    for (const call of [role('hr.uno@example.it'), person('hr.uno@example.it')])
      expect((await t.app.inject(call)).statusCode).toBe(401);
  });

  it('answers an HR user about themselves, e-mail case and encoding ignored', async () => {
    const r = await hr(role('HR.Uno%40example.it'));
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ role: 'ROLE_USER' });
    const p = await hr(person('hr.uno@example.it'));
    expect(p.statusCode).toBe(200);
    expect(p.json()).toEqual({ firstName: 'Giulia', lastName: 'Bianchi', picture: null });
  });

  it('answers a user still in onboarding about themselves', async () => {
    expect((await wizard(role('in.wizard@example.it'))).json()).toEqual({ role: 'ROLE_USER' });
    expect((await wizard(person('in.wizard@example.it'))).json()).toEqual({
      firstName: null,
      lastName: 'Rossi',
      picture: null,
    });
  });

  it("answers 404 for another user's e-mail to an HR user, existing or not", async () => {
    for (const email of ['hr.due@example.it', 'admin@example.it', 'nobody@example.it', 'hr.t2@example.it']) {
      const r = await hr(role(email));
      expect(r.statusCode, email).toBe(404);
      expect((await hr(person(email))).statusCode, email).toBe(404);
      expect(r.body).not.toContain(email);
    }
  });

  it("answers an administrator about the tenant's administrators and HR users", async () => {
    expect((await admin(role('hr.due@example.it'))).json()).toEqual({ role: 'ROLE_USER' });
    expect((await admin(role('hr.attesa@example.it'))).json()).toEqual({ role: 'ROLE_USER' });
    expect((await admin(role('admin.bis@example.it'))).json()).toEqual({ role: 'ROLE_ADMIN' });
    expect((await admin(role('admin@example.it'))).json()).toEqual({ role: 'ROLE_ADMIN' });
    expect((await admin(person('hr.due@example.it'))).json()).toEqual({
      firstName: 'Luca',
      lastName: 'Verdi',
      picture: null,
    });
  });

  it('answers an administrator 404 for onboarding users and for another tenant', async () => {
    for (const email of ['in.wizard@example.it', 'hr.t2@example.it', 'admin.t2@example.it', 'x@y.it']) {
      expect((await admin(role(email))).statusCode, email).toBe(404);
      expect((await admin(person(email))).statusCode, email).toBe(404);
    }
    // The other tenant's administrator sees their own users only, not the platform tenant's.
    expect((await admin2(role('hr.t2@example.it'))).json()).toEqual({ role: 'ROLE_USER' });
    expect((await admin2(role('hr.uno@example.it'))).statusCode).toBe(404);
    expect((await admin2(person('admin@example.it'))).statusCode).toBe(404);
  });

  it('is read-only: the lookups are GET and have no write twin', async () => {
    expect((await admin({ ...role('hr.due@example.it'), method: 'POST' })).statusCode).toBe(404);
  });
});
