import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { freePort } from '../../db/embedded';
import { renderMail } from './layout';

const message = (n: string) =>
  renderMail('it', {
    subject: `Oggetto ${n}`,
    title: 'Benvenuto',
    paragraphs: ['Clicca il link.'],
    action: { label: 'Apri', url: `http://localhost:3000/x/${n}` },
  });

describe('mail through the outbox (no SMTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores each key once and delivers it to the outbox', async () => {
    const mail = { tenantId: t.platform.id, key: 'k-1', to: 'a@example.it', message: message('1') };
    expect(await t.deps.mailer.send(mail, t.deps.db)).toBe(true);
    expect(await t.deps.mailer.send(mail, t.deps.db)).toBe(false);
    await t.deps.jobs.drain();
    const rows = await t.deps.pool.query('select status, subject from mails');
    expect(rows.rows).toEqual([{ status: 'outbox', subject: 'Oggetto 1' }]);
  });

  it("renders each mail with the sending tenant's brand", async () => {
    t.deps.mailer.setBrandResolver(async () => ({
      productName: 'Acme Selezioni',
      logoUrl: null,
      color: '#aa0000',
    }));
    try {
      await t.deps.mailer.send(
        {
          tenantId: t.platform.id,
          key: 'brand-1',
          to: 'e@example.it',
          message: message('b'),
        },
        t.deps.db,
      );
    } finally {
      t.deps.mailer.setBrandResolver(async () => null);
    }
    const [row] = (await t.deps.pool.query(`select html, text from mails where idempotency_key = 'brand-1'`))
      .rows;
    expect(row.html).toContain('Acme Selezioni');
    expect(row.html).toContain('#aa0000');
    expect(row.html).not.toContain('>HR.We<');
    expect(row.text).toContain('Acme Selezioni');
  });

  it('renders HTML and plain text in both languages', () => {
    const it = message('2');
    expect(it.html).toContain('href="http://localhost:3000/x/2"');
    expect(it.text).toContain('Apri: http://localhost:3000/x/2');
    const en = renderMail('en', { subject: 'S', title: 'T', paragraphs: ['<b>x</b>'] });
    expect(en.html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(en.text).toContain('This e-mail was sent automatically');
  });

  it('shows the outbox to administrators at /dev/mailbox with clickable links', async () => {
    const { signIn, createUser } = await import('../../../test/test-app');
    await createUser(t, { email: 'admin.mb@example.it', role: 'ROLE_ADMIN' });
    await createUser(t, { email: 'hr.mb@example.it' });
    const admin = await signIn(t, 'admin.mb@example.it');
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<a href="http://localhost:3000/x/1">');
    // The time of each mail in Rome's local time, as every date of the product (not UTC ISO).
    expect(res.body).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(ora di Roma\)/);
    expect(res.body).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    const hr = await signIn(t, 'hr.mb@example.it');
    expect(
      (await t.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { cookie: hr } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(302);
  });
});

describe('mail through a real SMTP server', () => {
  let t: TestApp;
  let server: SMTPServer;
  const received: string[] = [];
  let failNext = 0;

  beforeAll(async () => {
    const port = await freePort();
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, cb) {
        let data = '';
        stream.on('data', (c) => {
          data += c;
        });
        stream.on('end', () => {
          if (failNext > 0) {
            failNext--;
            return cb(new Error('451 try again later'));
          }
          received.push(data);
          cb();
        });
      },
    });
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('sends once even when the job is queued again', async () => {
    const mail = { tenantId: t.platform.id, key: 'smtp-1', to: 'b@example.it', message: message('smtp') };
    await t.deps.mailer.send(mail, t.deps.db);
    await t.deps.mailer.send(mail, t.deps.db);
    await t.deps.jobs.drain();
    const [row] = (
      await t.deps.pool.query('select id, status from mails where idempotency_key = $1', ['smtp-1'])
    ).rows;
    expect(row.status).toBe('sent');
    // A duplicate delivery job (a retry after a crash) finds the mail sent and does nothing.
    await t.deps.jobs.run('mail.deliver', { mailId: row.id });
    expect(received.filter((m) => m.includes('Oggetto smtp')).length).toBe(1);
  });

  it('retries a failed delivery and then sends it', async () => {
    failNext = 1;
    await t.deps.mailer.send(
      {
        tenantId: t.platform.id,
        key: 'smtp-2',
        to: 'c@example.it',
        message: message('retry'),
      },
      t.deps.db,
    );
    await t.deps.jobs.drain();
    const [row] = (
      await t.deps.pool.query(`select status, attempts from mails where idempotency_key = 'smtp-2'`)
    ).rows;
    expect(row).toEqual({ status: 'sent', attempts: 2 });
    expect(received.filter((m) => m.includes('Oggetto retry')).length).toBe(1);
  });
});

describe('mail that keeps failing', () => {
  let t: TestApp;
  let server: SMTPServer;
  beforeAll(async () => {
    const port = await freePort();
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _s, cb) {
        stream.resume();
        stream.on('end', () => cb(new Error('550 mailbox unavailable')));
      },
    });
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('is marked failed after the last attempt, with its error', async () => {
    await t.deps.mailer.send(
      {
        tenantId: t.platform.id,
        key: 'smtp-fail',
        to: 'd@example.it',
        message: message('fail'),
      },
      t.deps.db,
    );
    await t.deps.jobs.drain(30);
    const [row] = (
      await t.deps.pool.query(
        `select status, attempts, last_error from mails where idempotency_key = 'smtp-fail'`,
      )
    ).rows;
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(9);
    expect(row.last_error).toContain('550');
  });
});
