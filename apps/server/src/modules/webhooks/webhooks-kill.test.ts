import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ServerProcess, startServerProcess } from '../../../test/server-process';
import { createTestDatabase } from '../../../test/test-app';
import { webhookReceiver } from '../../../test/webhook-receiver';
import { WEBHOOK_CONCURRENCY } from './webhooks.delivery';

const EVENTS = 60;

/**
 * Two real server processes deliver webhooks to a real receiver that verifies each request with standardwebhooks
 * and answers slowly (so deliveries are in flight); one server is killed with kill -9 and the other takes over its
 * jobs. No webhook-id may arrive twice: a delivery the dead server had claimed (its request in flight) is settled
 * unconfirmed in the log, not sent again; every other event is delivered exactly once
 * (docs/decisions/webhooks-exactly-once.md).
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

  it('delivers every event, each under one webhook-id, and ends with one success per event', async () => {
    const env = { DATABASE_URL: url };
    // Two servers share the database: one is killed, the other finishes its work and takes over the dead one's.
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    servers.push(a!, b!);
    // The administrator registers an endpoint through the API of the running server.
    const signedIn = await call(a!.base, 'POST', '/api/session', {
      body: { email: 'admin.fault@example.it', password: 'Password123!Strong' },
    });
    const created = await call(a!.base, 'POST', '/api/webhooks/endpoints', {
      cookie: signedIn.cookie!,
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
    const jobs = createJobs(url, quiet);
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
    await a!.kill9();
    const killedAt = Date.now();
    const pending = async () =>
      (
        await pool.query(
          `select count(*)::int as n from webhook_deliveries where status in ('pending', 'sending')`,
        )
      ).rows[0].n as number;
    // Takeover of the dead server's jobs takes about 30 s (docs/decisions/jobs-takeover.md), then the first retry
    // waits 30-60 s; the bound is wider for a loaded machine, and the time is printed, not asserted.
    while ((await pending()) > 0 && Date.now() - killedAt < 150_000)
      await new Promise((r) => setTimeout(r, 250));

    const got = receiver.received.filter((r) => r.path === '/kill');
    const byId = new Map<string, number>();
    for (const r of got) byId.set(r.id, (byId.get(r.id) ?? 0) + 1);
    const log = (
      await pool.query<{ event_id: string; status: string }>(
        'select event_id, status from webhook_deliveries',
      )
    ).rows;
    const statusOf = new Map(log.map((d) => [d.event_id, d.status]));
    const unconfirmed = log.filter((d) => d.status === 'unconfirmed').map((d) => d.event_id);
    const figures = {
      events: EVENTS,
      received: got.length,
      distinctIds: byId.size,
      repeatedIds: [...byId.values()].filter((n) => n > 1).length,
      inFlightAtKill,
      succeeded: log.filter((d) => d.status === 'succeeded').length,
      unconfirmed: unconfirmed.length,
      unconfirmedReceived: unconfirmed.filter((id) => byId.has(id)).length,
      notVerified: got.filter((r) => r.verified === null).length,
      settledAfterKillSeconds: (Date.now() - killedAt) / 1000,
    };
    console.log('webhook kill -9 figures', JSON.stringify(figures));
    // None sent twice: every webhook-id reached the receiver (which answered 2xx) at most once.
    expect(figures.repeatedIds).toBe(0);
    // Each arrival verifies and is one of the events.
    expect(figures.notVerified).toBe(0);
    for (const id of byId.keys()) expect(ids).toContain(id);
    // One delivery per event, settled: delivered, or visibly unconfirmed (claimed by the dead server mid-request).
    expect(log).toHaveLength(EVENTS);
    for (const id of ids) expect(['succeeded', 'unconfirmed'], id).toContain(statusOf.get(id));
    // None lost: every event recorded delivered arrived exactly once.
    for (const id of ids) if (statusOf.get(id) === 'succeeded') expect(byId.get(id), id).toBe(1);
    // Only what the dead server had in flight (one batch) can be unconfirmed.
    expect(figures.unconfirmed).toBeLessThanOrEqual(WEBHOOK_CONCURRENCY);
  }, 240_000);
});
