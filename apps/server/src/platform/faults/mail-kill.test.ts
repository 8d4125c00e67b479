import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICK_TAKEOVER, type ServerProcess, startServerProcess } from '../../../test/server-process';
import { createTestDatabase } from '../../../test/test-app';
import { renderMail } from '../mail/layout';
import { DEFAULT_SMTP_MAX_CONNECTIONS } from '../mail/smtp-pool';
import { type CountingSmtp, countingSmtpServer } from './smtp-counter';

const MAILS = 150;
/** The bound: a job of a dead server is taken over within a minute. */
const TAKEOVER_MS = 60_000;
const address = (i: number) => `candidato${i}@example.it`;

/**
 * Two real server processes on one database, a real SMTP server counting per address. One server is killed
 * with kill -9 while both are sending; the other finishes every mail, including the ones the dead server held.
 */
describe('kill -9 of a server while it sends mail', () => {
  let url: string;
  let pool: pg.Pool;
  let smtp: CountingSmtp;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    url = await createTestDatabase();
    pool = new pg.Pool({ connectionString: url, max: 2 });
    // Some addresses are refused once with 451 first: a temporary error must not make a second copy either.
    smtp = await countingSmtpServer({
      delayMs: 40,
      temporary: new Set([address(3), address(50), address(97)]),
    });
  });
  afterAll(async () => {
    for (const s of servers) await s.stop().catch(() => {});
    await pool.end();
    await smtp.close();
  });

  it('never sends a mail twice, every mail recorded sent arrived once, and the survivor takes over within a minute', async () => {
    // A mail the killed server left `sending` is settled three SMTP timeouts after its claim: 15 s here (the test's
    // SMTP server answers within milliseconds) instead of the default 30 s, like WEBHOOKS_TIMEOUT_MS in webhooks-kill.
    const env = { DATABASE_URL: url, SMTP_URL: smtp.url, SMTP_TIMEOUT_MS: '5000', ...QUICK_TAKEOVER };
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    servers.push(a!, b!);
    // The mails as features store them (row + delivery job), through the server's own mailer code path.
    const { rows } = await pool.query<{ id: number }>('select id from tenants where is_platform');
    const tenantId = rows[0]!.id;
    const message = renderMail('it', { subject: 'Invito', title: 'Invito', paragraphs: ['Compila i dati.'] });
    const { createJobs } = await import('../jobs');
    const { createDb } = await import('../../db/client');
    const { createMailer } = await import('../mail/mailer');
    const quiet = { warn() {}, error() {}, info() {}, debug() {} } as never;
    const { db, pool: appPool } = createDb(url, 2);
    const jobs = createJobs(url, quiet);
    const mailer = createMailer(db, jobs, quiet, { url: smtp.url });
    await jobs.start(false);
    // One statement for the rows and one for the jobs, so both servers start on the whole batch at once.
    await mailer.sendAll(
      Array.from({ length: MAILS }, (_, i) => ({
        tenantId,
        key: `fault-invite:${i}`,
        to: address(i),
        message,
      })),
      db,
    );
    await jobs.stop();
    await appPool.end();

    // Kill one server while sends are in flight (about a third accepted).
    while (smtp.total() < MAILS / 3) await new Promise((r) => setTimeout(r, 20));
    await a!.kill9();
    const killedAt = Date.now();
    const pending = async () =>
      (await pool.query(`select count(*)::int as n from mails where status in ('queued', 'sending')`)).rows[0]
        .n as number;
    // Takeover takes about 11 s here (heartbeat 10 s, supervision every second, retry at once; with the defaults
    // about 30 s: supervision every 10 s, first retry 5–10 s): within the minute the issue asks for, which is what
    // the test waits for and then asserts.
    while ((await pending()) > 0 && Date.now() - killedAt < TAKEOVER_MS)
      await new Promise((r) => setTimeout(r, 250));
    const settledAfter = (Date.now() - killedAt) / 1000;
    const stuck = await pool.query(
      `select m.id, m.status, m.attempts, m.last_error, j.state, j.retry_count, j.output
         from mails m left join pgboss.job j on j.name = 'mail.deliver' and j.singleton_key = 'mail:' || m.id::text
        where m.status in ('queued', 'sending')`,
    );
    if (stuck.rows.length) console.log('still pending after a minute', JSON.stringify(stuck.rows));

    const states = (
      await pool.query<{ status: string; to_address: string }>('select status, to_address from mails')
    ).rows;
    const received = (to: string) => smtp.accepted.get(to) ?? 0;
    const figures = {
      mails: MAILS,
      sent: states.filter((s) => s.status === 'sent').length,
      unconfirmed: states.filter((s) => s.status === 'unconfirmed').length,
      pending: await pending(),
      states: Object.fromEntries(
        [...new Set(states.map((s) => s.status))].map((k) => [
          k,
          states.filter((s) => s.status === k).length,
        ]),
      ),
      receivedOnce: states.filter((s) => received(s.to_address) === 1).length,
      // A sent mail not received would be lost; an unconfirmed one (killed inside the milliseconds between the
      // committed 'sending' mark and the end of the message) is at most once by design: reported, never re-sent.
      lost: states.filter((s) => s.status === 'sent' && received(s.to_address) === 0).length,
      unconfirmedNotReceived: states.filter((s) => s.status === 'unconfirmed' && received(s.to_address) === 0)
        .length,
      duplicated: states.filter((s) => received(s.to_address) > 1).length,
      settledAfterKillSeconds: settledAfter,
    };
    console.log('mail kill -9 figures', JSON.stringify(figures));
    // Taken over within the minute; never two copies; every mail recorded as sent arrived exactly once. Only the
    // mails in the dead server's ambiguous window may be unconfirmed, at most one per SMTP connection of the killed server (its SMTP_MAX_CONNECTIONS is the default).
    expect(figures.pending, 'mails left queued or mid-send a minute after the kill').toBe(0);
    expect(figures.duplicated).toBe(0);
    expect(figures.lost).toBe(0);
    expect(figures.unconfirmed).toBeLessThanOrEqual(DEFAULT_SMTP_MAX_CONNECTIONS);
    for (const s of states)
      if (s.status === 'sent') expect(received(s.to_address), s.to_address).toBe(1);
      else expect(s.status, s.to_address).toBe('unconfirmed');
  }, 180_000);
});
