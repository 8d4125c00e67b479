import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app';

/** A white-label tenant served on a PUBLIC_URL with a port: its e-mails link to its host on that port. */
let t: TestApp;
const HOST = 'acme.example.test';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://localhost:4102' });
  const { rows } = await t.deps.pool.query(
    `insert into tenants (name, dns) values ('Acme', $1) returning id`,
    [HOST],
  );
  await t.deps.pool.query('insert into tenant_hosts (host, tenant_id) values ($1, $2)', [HOST, rows[0].id]);
  await t.deps.pool.query(
    `insert into tenant_config (tenant_id, kind, key, value) values ($1, 'public', 'PRODUCT_NAME', 'Acme Selezione')`,
    [rows[0].id],
  );
  await createUser(t, { email: 'hr@acme.it', tenantId: rows[0].id });
});
afterAll(() => t.close());

const lastMailTo = async (to: string) =>
  (
    await t.deps.pool.query('select subject, text, html from mails where to_address = $1 order by id desc', [
      to,
    ])
  ).rows[0] as { subject: string; text: string; html: string };

describe('white-label e-mails', () => {
  it('keep the port of PUBLIC_URL in the registration link, and name the product, not the technical tenant name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/register/',
      headers: { host: HOST },
      payload: {
        email: 'nuovo@acme.it',
        password: 'Registrazione1!',
        repeatPassword: 'Registrazione1!',
        termsAccepted: true,
        privacyAccepted: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const mail = await lastMailTo('nuovo@acme.it');
    expect(mail.text).toMatch(/http:\/\/acme\.example\.test:4102\/registrazione\/[A-Za-z0-9_-]+/);
    expect(mail.subject).toBe('Conferma la tua registrazione ad Acme Selezione');
    expect(mail.text).toContain('Grazie per esserti registrato ad Acme Selezione.');
  });

  it('name the product when an address registers again', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/register/',
      headers: { host: HOST },
      payload: {
        email: 'hr@acme.it',
        password: 'Registrazione1!',
        repeatPassword: 'Registrazione1!',
        termsAccepted: true,
        privacyAccepted: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const mail = await lastMailTo('hr@acme.it');
    expect(mail.subject).toBe('La tua registrazione ad Acme Selezione');
    expect(mail.text).toContain('registrare questo indirizzo e-mail ad Acme Selezione,');
  });

  it('keep the port in the password reset link and name the product, never HR.We', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/resetpassword/request',
      headers: { host: HOST },
      payload: { email: 'hr@acme.it' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await lastMailTo('hr@acme.it');
    expect(mail.text).toMatch(/http:\/\/acme\.example\.test:4102\/reset\/password\/[A-Za-z0-9_-]+/);
    expect(mail.subject).toBe('Reimposta la password Acme Selezione');
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain('HR.We');
  });
});
