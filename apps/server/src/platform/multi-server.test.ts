import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedCheck } from '../../test/fixtures/payments';
import { createTestDatabase, createUser, signIn, type TestApp } from '../../test/test-app';
import { startApp } from '../bootstrap';
import { loadConfig } from '../config';
import { freePort } from '../db/embedded';
import { ISSUE_BILLS_JOB } from '../modules/payments/bills.issue';
import { renderMail } from './mail/layout';

/**
 * More than one machine: two application instances (two pools, two job queues, as two servers would have) on one
 * database. Nothing lives in a server's memory that another server needs.
 */
describe('two servers on one database', () => {
  let a: TestApp;
  let b: TestApp;
  let smtp: SMTPServer;
  const received: string[] = [];

  beforeAll(async () => {
    const port = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, cb) {
        let data = '';
        stream.on('data', (c) => {
          data += c;
        });
        stream.on('end', () => {
          received.push(data);
          cb();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(port, '127.0.0.1', r));
    const url = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    });
    const logger = pino({ level: 'silent' }) as never;
    // Both start at once, as servers behind a load balancer do: migrations and the platform tenant are serialised.
    const [sa, sb] = await Promise.all([
      startApp(config, url, { workers: false, retryDelaySeconds: 0, logger }),
      startApp(config, url, { workers: false, retryDelaySeconds: 0, logger }),
    ]);
    a = { ...sa, url };
    b = { ...sb, url };
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await new Promise<void>((r) => smtp.close(() => r()));
  });

  it('starts both on one platform tenant', async () => {
    expect(a.platform.id).toBe(b.platform.id);
    const { rows } = await a.deps.pool.query('select count(*)::int as n from tenants where is_platform');
    expect(rows[0].n).toBe(1);
  });

  it('accepts on one server a session opened on the other, and ends it everywhere', async () => {
    await createUser(a, { email: 'due.server@example.it' });
    const cookie = await signIn(a, 'due.server@example.it');
    const onB = await b.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(onB.statusCode).toBe(200);
    expect(onB.json().email).toBe('due.server@example.it');
    const out = await b.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } });
    expect(out.statusCode).toBeLessThan(300);
    const onA = await a.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(onA.statusCode).toBe(401);
  });

  it('keeps one schedule per scheduled job however many servers start', async () => {
    const { rows } = await a.deps.pool.query<{ name: string; n: number }>(
      'select name, count(*)::int as n from pgboss.schedule group by name',
    );
    expect(rows.map((r) => r.name)).toContain(ISSUE_BILLS_JOB);
    for (const r of rows) expect(r.n).toBe(1);
  });

  it('runs a job queued by both servers once', async () => {
    const runs: string[] = [];
    a.deps.jobs.define('test.once', async () => {
      runs.push('a');
    });
    b.deps.jobs.define('test.once', async () => {
      runs.push('b');
    });
    await a.deps.jobs.send('test.once', { day: '2026-01-01' });
    await b.deps.jobs.send('test.once', { day: '2026-01-01' });
    await Promise.all([a.deps.jobs.drain(), b.deps.jobs.drain()]);
    expect(runs).toHaveLength(1);
  });

  it('issues each bill once when the monthly job fires on both servers at the same time', async () => {
    const user = await createUser(a, { email: 'bollette@example.it', singleReportCostCents: 1000 });
    await completedCheck(a, user, new Date('2026-01-10T10:00:00Z'));
    await completedCheck(a, user, new Date('2026-01-12T10:00:00Z'));
    await Promise.all([
      a.deps.jobs.run(ISSUE_BILLS_JOB, { month: '2026-01' }),
      b.deps.jobs.run(ISSUE_BILLS_JOB, { month: '2026-01' }),
    ]);
    const { rows } = await a.deps.pool.query<{ n: number; reports: number }>(
      `select count(*)::int as n, max(no_of_reports)::int as reports from bills where user_id = $1`,
      [user.id],
    );
    expect(rows[0]).toEqual({ n: 1, reports: 2 });
    // And its e-mail reaches the HR user once, whichever server delivers it.
    await Promise.all([a.deps.jobs.drain(), b.deps.jobs.drain()]);
    expect(received.filter((m) => m.includes('bollette@example.it'))).toHaveLength(1);
  });

  it('delivers an e-mail sent by both servers once', async () => {
    const message = renderMail('it', { subject: 'Prova', title: 'Prova', paragraphs: ['Una sola volta.'] });
    const mail = { tenantId: a.platform.id, key: 'multi-server:1', to: 'una.volta@example.it', message };
    const sent = await Promise.all([
      a.deps.mailer.send(mail, a.deps.db),
      b.deps.mailer.send(mail, b.deps.db),
    ]);
    expect(sent.filter(Boolean)).toHaveLength(1);
    await Promise.all([a.deps.jobs.drain(), b.deps.jobs.drain()]);
    expect(received.filter((m) => m.includes('una.volta@example.it'))).toHaveLength(1);
  });

  it('serves from one server a file uploaded through the other', async () => {
    const content = Buffer.from('%PDF-1.4\n% condiviso\n%%EOF\n');
    const saved = await a.deps.files.save(
      { tenantId: a.platform.id, userId: null },
      { name: 'condiviso.pdf', mime: 'application/pdf', content },
    );
    const got = await b.deps.files.get(b.platform.id, saved.id);
    expect(got?.name).toBe('condiviso.pdf');
    expect(Buffer.compare(got!.content, content)).toBe(0);
  });
});
