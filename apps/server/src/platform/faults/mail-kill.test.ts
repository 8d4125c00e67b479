import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../../test/server-process';
import { createTestDatabase } from '../../../test/test-app';
import { renderMail } from '../mail/layout';
import { type CountingSmtp, countingSmtpServer } from './smtp-counter';

const MAILS = 150;
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

  it('delivers every mail at most once while the survivor takes over the mails of the dead server', async () => {
    const env = { DATABASE_URL: url, SMTP_URL: smtp.url };
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
    for (let i = 0; i < MAILS; i++) {
      await mailer.send({ tenantId, key: `fault-invite:${i}`, to: address(i), message });
    }
    await jobs.stop();
    await appPool.end();

    // Kill one server while sends are in flight (about a third accepted).
    console.log('queued; accepted so far', smtp.total());
    while (smtp.total() < MAILS / 3) await new Promise((r) => setTimeout(r, 20));
    await a!.kill9();
    const killedAt = Date.now();
    const pending = async () =>
      (await pool.query(`select count(*)::int as n from mails where status in ('queued', 'sending')`)).rows[0]
        .n as number;
    // Takeover is designed to take about 30 s (heartbeat 10 s, supervision every 10 s, first retry 5-10 s); the
    // bound is wider so a loaded machine does not fail the run, and the measured time is printed.
    while ((await pending()) > 0 && Date.now() - killedAt < 60_000)
      await new Promise((r) => setTimeout(r, 250));
    const settledAfter = (Date.now() - killedAt) / 1000;

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
      lost: states.filter((s) => received(s.to_address) === 0).length,
      duplicated: states.filter((s) => received(s.to_address) > 1).length,
      settledAfterKillSeconds: settledAfter,
    };
    console.log('mail kill -9 figures', JSON.stringify(figures));
    // At most once: no address got two, every mail recorded as sent arrived exactly once, and an address got
    // nothing only if its mail is unconfirmed (the kill fell after the end of its message) or still pending.
    // Takeover time is printed (settledAfterKillSeconds), not asserted: see docs/decisions/jobs-takeover.md.
    expect(figures.duplicated).toBe(0);
    for (const s of states) {
      if (s.status === 'sent') expect(received(s.to_address), s.to_address).toBe(1);
      else expect(received(s.to_address), s.to_address).toBeLessThanOrEqual(1);
    }
    expect(figures.lost).toBeLessThanOrEqual(figures.unconfirmed + figures.pending);
  }, 180_000);
});
