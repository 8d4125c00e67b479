import type { WebhookEndpoint, WebhookEventType } from '@hrwe/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ServerProcess, signInAdmin, startServerProcess } from '../../../test/server-process';
import { createTestDatabase } from '../../../test/test-app';
import { webhookReceiver } from '../../../test/webhook-receiver';
import { WEBHOOK_BREAKER_THRESHOLD, WEBHOOK_ENDPOINT_CONCURRENCY } from './webhooks.fairness';

/** The scenario in proportion (an endpoint answering in 20 s, 240 events): 3 s and 40 here. */
const SLOW_MS = 3_000;
const SLOW_EVENTS = 40;
const FAST_EVENTS = 10;
const FAILING_EVENTS = 12;

const until = async (what: string, ok: () => Promise<boolean> | boolean, ms = 120_000) => {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`not reached in ${ms / 1000} s: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/**
 * A real server process delivers to a real receiver with three endpoints: one answers slowly with many events
 * queued for it, one fails every time, one answers at once with its events queued last. The prompt endpoint's
 * events arrive while the slow one's queue is still far from done (a cap per endpoint: the slow one never holds
 * more than its share of the workers), and the failing one is paused by its circuit breaker, which its owner sees
 * (docs/decisions/webhooks-fairness.md). Order is asserted, not time: bench/webhooks-fairness.ts prints figures.
 */
describe('fair webhook deliveries', () => {
  let url: string;
  let pool: pg.Pool;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let server: ServerProcess;

  beforeAll(async () => {
    url = await createTestDatabase();
    pool = new pg.Pool({ connectionString: url, max: 2 });
    receiver = await webhookReceiver();
    receiver.delayWith((path) => (path === '/slow' ? SLOW_MS : 0));
    receiver.answerWith((r) => (r.path === '/failing' ? 500 : 200));
    server = await startServerProcess({ DATABASE_URL: url });
  });
  afterAll(async () => {
    await server?.stop().catch(() => {});
    await pool.end();
    await receiver.close();
  });

  it('delivers a prompt endpoint while a slow one has a queue, and pauses a failing one for its owner to see', async () => {
    const cookie = await signInAdmin(server.base);
    const register = async (path: string, type: WebhookEventType) => {
      const res = await call(server.base, 'POST', '/api/webhooks/endpoints', {
        cookie,
        body: { url: receiver.url(path), events: [type] },
      });
      expect(res.status).toBe(201);
      const { id, secret } = (await res.json()) as { id: string; secret: string };
      receiver.register(path, secret);
      return id;
    };
    await register('/slow', 'candidate.invited');
    const failing = await register('/failing', 'candidate.refused');
    await register('/fast', 'candidate.consented');

    // Events written as features write them, in one transaction: the slow endpoint's first, the prompt one's last.
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
    const events = (type: WebhookEventType, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        tenantId: rows[0]!.id,
        ownerId: rows[0]!.admin,
        type,
        data: { candidateId: `${type}-${i}` },
      }));
    await db.transaction((tx) =>
      emitWebhookEvents({ jobs }, tx, [
        ...events('candidate.invited', SLOW_EVENTS),
        ...events('candidate.refused', FAILING_EVENTS),
        ...events('candidate.consented', FAST_EVENTS),
      ]),
    );
    await jobs.stop();
    await appPool.end();

    const count = (path: string) => receiver.received.filter((r) => r.path === path).length;
    await until('every prompt delivery arrived', () => count('/fast') === FAST_EVENTS);
    const slowWhenFastDone = count('/slow');
    console.log('fairness', JSON.stringify({ slowWhenFastDone, slowEvents: SLOW_EVENTS }));
    // The slow endpoint's queue is far from done (before: every slow event was sent before the prompt ones).
    expect(slowWhenFastDone).toBeLessThan(SLOW_EVENTS / 2);
    // It never held more than its share of the workers.
    expect(receiver.maxInFlight('/slow')).toBeLessThanOrEqual(WEBHOOK_ENDPOINT_CONCURRENCY);

    // The failing endpoint: paused by its breaker after consecutive failures, shown on its owner's list.
    const endpointOf = async () => {
      const list = await call(server.base, 'GET', '/api/webhooks/endpoints', { cookie });
      return ((await list.json()) as { data: WebhookEndpoint[] }).data.find((e) => e.id === failing)!;
    };
    await until(
      'the failing endpoint is paused',
      async () => (await endpointOf()).pausedUntil !== null,
      60_000,
    );
    const paused = await endpointOf();
    expect(paused.failureStreak).toBeGreaterThanOrEqual(WEBHOOK_BREAKER_THRESHOLD);
    expect(paused.enabled).toBe(true);
    // Attempts stopped at the threshold (and what was already in flight), not one per queued event.
    const tried = count('/failing');
    expect(tried).toBeLessThan(FAILING_EVENTS);
    expect(tried).toBeLessThanOrEqual(WEBHOOK_BREAKER_THRESHOLD + WEBHOOK_ENDPOINT_CONCURRENCY - 1);
    // Its deliveries wait, pending, with no attempt used by the pause.
    const { rows: waiting } = await pool.query<{ n: number }>(
      `select count(*)::int as n from webhook_deliveries where endpoint_id = $1 and status = 'pending' and attempts = 0`,
      [failing],
    );
    expect(waiting[0]!.n).toBe(FAILING_EVENTS - tried);
  }, 240_000);
});
