import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ServerProcess, startServerProcess } from '../../../test/server-process';
import { createTestDatabase } from '../../../test/test-app';
import { webhookReceiver } from '../../../test/webhook-receiver';
import { WEBHOOK_CONCURRENCY } from './webhooks.delivery';

const EVENTS = 60;

/**
 * Two real server processes deliver webhooks to a real receiver that answers slowly (so deliveries are in flight);
 * one is killed with kill -9 and the other takes over its deliveries. Every event must arrive, every arrival must verify,
 * every event must carry one webhook-id however many times it was tried, and the log must end with one succeeded
 * delivery per event. A request that was in flight at the kill may arrive again with the same webhook-id (the
 * sender cannot know whether the receiver got it): the receiver counts each event once by that id, as the
 * Standard Webhooks specification asks (docs/decisions/webhooks-delivery.md).
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
      (await pool.query(`select count(*)::int as n from webhook_deliveries where status <> 'succeeded'`))
        .rows[0].n as number;
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
    const figures = {
      events: EVENTS,
      received: got.length,
      distinctIds: byId.size,
      repeatedIds: [...byId.values()].filter((n) => n > 1).length,
      inFlightAtKill,
      notVerified: got.filter((r) => r.verified === null).length,
      settledAfterKillSeconds: (Date.now() - killedAt) / 1000,
    };
    console.log('webhook kill -9 figures', JSON.stringify(figures));
    // None lost: every event arrived, and nothing arrived that was not one of them.
    expect(new Set(byId.keys())).toEqual(new Set(ids));
    // Each arrival verifies, and the same event always carries its one id with the same body.
    expect(figures.notVerified).toBe(0);
    for (const id of ids) {
      const bodies = new Set(got.filter((r) => r.id === id).map((r) => r.body));
      expect(bodies.size, id).toBe(1);
    }
    // Only what the dead server was sending (one batch, sent but not yet recorded) can arrive twice.
    expect(figures.repeatedIds).toBeLessThanOrEqual(WEBHOOK_CONCURRENCY);
    // One delivery row per event, all succeeded: the receiver processing by webhook-id sees each event once.
    expect(log).toHaveLength(EVENTS);
    expect(log.every((d) => d.status === 'succeeded')).toBe(true);
  }, 240_000);
});
