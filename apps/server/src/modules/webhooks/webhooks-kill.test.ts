import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  QUICK_TAKEOVER,
  type ServerProcess,
  signInAdmin,
  startServerProcess,
} from '../../../test/server-process';
import { createTestDatabase } from '../../../test/test-app';
import { webhookReceiver } from '../../../test/webhook-receiver';
import { WEBHOOK_ENDPOINT_CONCURRENCY } from './webhooks.fairness';

const EVENTS = 60;

/**
 * Two real server processes deliver webhooks to a real receiver that verifies each request with standardwebhooks
 * and answers slowly (so deliveries are in flight); one server is killed with kill -9 and the other takes over its
 * jobs. At least once, as Standard Webhooks says: every event arrives; a delivery the dead server had in flight is
 * sent again under the same webhook-id (the receiver de-duplicates by it), and its interrupted attempt stays in the
 * log (docs/decisions/webhooks-exactly-once.md).
 */
describe('kill -9 of a server while it delivers webhooks', () => {
  let url: string;
  let pool: pg.Pool;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    url = await createTestDatabase();
    pool = new pg.Pool({ connectionString: url, max: 2 });
    receiver = await webhookReceiver({ delayMs: 400 });
  });
  afterAll(async () => {
    for (const s of servers) await s.stop().catch(() => {});
    await pool.end();
    await receiver.close();
  });

  it('delivers every event at least once under its webhook-id; what the dead server had in flight is sent again', async () => {
    // An attempt may take 5 s (the receiver answers in 0.4 s), so a delivery left `sending` by the dead server is
    // sent again once its claim is 10 s old instead of production's 30 s (WEBHOOKS_TIMEOUT_MS).
    const env = { DATABASE_URL: url, ...QUICK_TAKEOVER, WEBHOOKS_TIMEOUT_MS: '5000' };
    // One server delivers and is killed with requests in flight (the receiver is slow, so it always has some);
    // a second server, started after the kill as a restarted one would be, takes over the dead one's jobs.
    const a = await startServerProcess(env);
    servers.push(a);
    // The administrator registers an endpoint through the API of the running server.
    const cookie = await signInAdmin(a.base);
    const created = await call(a.base, 'POST', '/api/webhooks/endpoints', {
      cookie,
      body: { url: receiver.url('/kill'), events: ['candidate.invited'] },
    });
    expect(created.status).toBe(201);
    const { secret } = (await created.json()) as { secret: string };
    receiver.register('/kill', secret);

    // Events written as features write them: in a transaction, through the same code, queued with it.
    const { rows } = await pool.query<{ id: number; admin: string }>(
      `select t.id, u.id as admin from tenants t join users u on u.tenant_id = t.id where t.is_platform and u.role = 'ROLE_ADMIN'`,
    );
    const { createJobs } = await import('../../platform/jobs');
    const { createDb } = await import('../../db/client');
    const { emitWebhookEvents } = await import('./webhooks.events');
    const quiet = { warn() {}, error() {}, info() {}, debug() {} } as never;
    const { db, pool: appPool } = createDb(url, 2);
    // Queued as its servers queue them: a job taken over from the dead server is retried at once (QUICK_TAKEOVER),
    // not after the 30 s first delay a job of a queue without that setting carries.
    const jobs = createJobs(url, quiet, {
      retryDelaySeconds: Number(QUICK_TAKEOVER.JOBS_RETRY_DELAY_SECONDS),
    });
    jobs.define('webhooks.deliver', async () => {});
    await jobs.start(false);
    const ids: string[] = [];
    for (let i = 0; i < EVENTS; i++) {
      const stored = await db.transaction((tx) =>
        emitWebhookEvents({ jobs }, tx, [
          {
            tenantId: rows[0]!.id,
            ownerId: rows[0]!.admin,
            type: 'candidate.invited',
            data: { candidateId: `kill-${i}` },
          },
        ]),
      );
      ids.push(...stored);
    }
    await jobs.stop();
    await appPool.end();
    expect(ids).toHaveLength(EVENTS);

    // Kill one server while deliveries are in flight (about a third received).
    while (receiver.received.length < EVENTS / 3) await new Promise((r) => setTimeout(r, 20));
    const inFlightAtKill = receiver.inFlight();
    await a.kill9();
    const killedAt = Date.now();
    servers.push(await startServerProcess(env));
    const pending = async () =>
      (
        await pool.query(
          `select count(*)::int as n from webhook_deliveries where status in ('pending', 'sending')`,
        )
      ).rows[0].n as number;
    // Takeover of the dead server's jobs takes about 11 s here (heartbeat 10 s, supervision every second, retry at
    // once), then a delivery left `sending` waits until its claim is 10 s old; the bound is wider for a loaded
    // machine, and the time is printed, not asserted.
    while ((await pending()) > 0 && Date.now() - killedAt < 210_000)
      await new Promise((r) => setTimeout(r, 250));

    const got = receiver.received.filter((r) => r.path === '/kill');
    const byId = new Map<string, number>();
    for (const r of got) byId.set(r.id, (byId.get(r.id) ?? 0) + 1);
    const log = (
      await pool.query<{ event_id: string; status: string; interrupted: number }>(
        `select d.event_id, d.status,
                (select count(*)::int from webhook_delivery_attempts a
                  where a.delivery_id = d.id and a.outcome = 'interrupted') as interrupted
           from webhook_deliveries d`,
      )
    ).rows;
    const statusOf = new Map(log.map((d) => [d.event_id, d.status]));
    const interrupted = log.filter((d) => d.interrupted > 0).map((d) => d.event_id);
    const repeated = [...byId].filter(([, n]) => n > 1).map(([id]) => id);
    const figures = {
      events: EVENTS,
      received: got.length,
      distinctIds: byId.size,
      repeatedIds: repeated.length,
      inFlightAtKill,
      succeeded: log.filter((d) => d.status === 'succeeded').length,
      interrupted: interrupted.length,
      notVerified: got.filter((r) => r.verified === null).length,
      settledAfterKillSeconds: (Date.now() - killedAt) / 1000,
    };
    console.log('webhook kill -9 figures', JSON.stringify(figures));
    // None lost: every event reached the receiver, and every delivery ends succeeded.
    expect(figures.notVerified).toBe(0);
    for (const id of ids) expect(byId.get(id) ?? 0, id).toBeGreaterThanOrEqual(1);
    expect(log).toHaveLength(EVENTS);
    for (const id of ids) expect(statusOf.get(id), id).toBe('succeeded');
    // The dead server had deliveries in flight; each was sent again under the same webhook-id, and only those
    // (at most what one endpoint may have in flight) arrived twice. Today's code left them "unconfirmed", unsent.
    expect(interrupted.length).toBeGreaterThan(0);
    expect(interrupted.length).toBeLessThanOrEqual(WEBHOOK_ENDPOINT_CONCURRENCY);
    for (const id of repeated) expect(interrupted, id).toContain(id);
    for (const id of repeated) expect(byId.get(id), id).toBe(2);
  }, 330_000);
});
