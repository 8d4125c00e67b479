import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';
import { freePort } from '../../db/embedded';
import { renderMail } from '../../platform/mail/layout';
import { smtpSettingsFrom } from './tenant-config';

describe("a tenant's e-mail configuration", () => {
  let t: TestApp;
  let server: SMTPServer;
  let port: number;
  const received: { from: string; to: string; user?: string; data: string }[] = [];

  beforeAll(async () => {
    port = await freePort();
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, cb) {
        if (auth.username === 'altro' && auth.password === 'p@ss word')
          return cb(null, { user: auth.username });
        return cb(new Error('535 bad credentials'));
      },
      onData(stream, session, cb) {
        let data = '';
        stream.on('data', (c) => {
          data += c;
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            user: session.user as string | undefined,
            data,
          });
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    t = await createTestApp({ OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' });
    await createUser(t, { email: 'platform.admin@hrwe.it', role: 'ROLE_ADMIN' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("sends the tenant's mail through its own SMTP server and sender; others stay in the outbox", async () => {
    const admin = as(t, await signIn(t, 'platform.admin@hrwe.it'));
    const created = await admin({
      method: 'POST',
      url: '/api/config/admin',
      payload: { name: 'Altro', dns: 'tenant2.localhost' },
    });
    const tenantId = created.json().id as number;
    const saved = await admin({
      method: 'POST',
      url: '/api/config/email/list/add/Altro',
      payload: {
        configPairs: [
          { key: 'SMTP_HOST', val: '127.0.0.1' },
          { key: 'SMTP_PORT', val: String(port) },
          { key: 'SMTP_USER', val: 'altro' },
          { key: 'SMTP_PASSWORD', val: 'p@ss word' },
          { key: 'SMTP_FROM', val: 'Altro HR <hr@altro.it>' },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const message = renderMail('it', { subject: 'Benvenuto in Altro', title: 'Ciao', paragraphs: ['Testo'] });
    await t.deps.mailer.send({ tenantId, key: 'altro-1', to: 'anna@example.it', message }, t.deps.db);
    await t.deps.mailer.send(
      { tenantId: t.platform.id, key: 'hrwe-1', to: 'bruno@example.it', message },
      t.deps.db,
    );
    await t.deps.jobs.drain();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'hr@altro.it', to: 'anna@example.it', user: 'altro' });
    expect(received[0]!.data).toContain('Benvenuto in Altro');
    const { rows } = await t.deps.pool.query('select to_address, status from mails order by id');
    expect(rows).toEqual([
      { to_address: 'anna@example.it', status: 'sent' },
      { to_address: 'bruno@example.it', status: 'outbox' },
    ]);
  });

  it('builds the SMTP URL from the e-mail configuration', () => {
    const fallback = { url: 'smtp://default:25', from: 'HR.We <no-reply@hrwe.it>' };
    expect(smtpSettingsFrom({}, fallback)).toEqual(fallback);
    expect(smtpSettingsFrom({ SMTP_FROM: 'A <a@a.it>' }, fallback)).toEqual({
      url: 'smtp://default:25',
      from: 'A <a@a.it>',
    });
    expect(smtpSettingsFrom({ SMTP_URL: 'smtps://u:p@mail.a.it:465' }, {})).toEqual({
      url: 'smtps://u:p@mail.a.it:465',
    });
    expect(smtpSettingsFrom({ SMTP_HOST: 'mail.a.it' }, {})).toEqual({ url: 'smtp://mail.a.it:587' });
    expect(
      smtpSettingsFrom(
        { SMTP_HOST: 'mail.a.it', SMTP_PORT: '465', SMTP_USER: 'u@a.it', SMTP_PASSWORD: 'p:/' },
        {},
      ),
    ).toEqual({
      url: 'smtps://u%40a.it:p%3A%2F@mail.a.it:465',
    });
  });
});
