/**
 * `npm run webhooks -w @hrwe/bench [-- --slow-events=240 --slow-ms=20000 --other-events=30 --servers=1]`: issue 32's
 * scenario. One endpoint answers in 20 s (past the 15 s attempt timeout, so every attempt to it fails) with 240
 * events queued for it; meanwhile another endpoint of the same tenant gets a test event every 0.5 s. Prints how long
 * the other endpoint's deliveries took from their event to their arrival (median, worst), beside the figures the
 * issue measured before the change, and what the slow endpoint received. Real server processes on their own
 * embedded PostgreSQL, a real receiver; never fails on timing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { emitWebhookEvents } from '../apps/server/src/modules/webhooks/webhooks.events';
import { createJobs } from '../apps/server/src/platform/jobs';
import { call, type ServerProcess, startServerProcess } from '../apps/server/test/server-process';
import { webhookReceiver } from '../apps/server/test/webhook-receiver';

const opt = (name: string, def: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def);
const SLOW_EVENTS = opt('slow-events', 240);
const SLOW_MS = opt('slow-ms', 20_000);
const OTHER_EVENTS = opt('other-events', 30);
const SERVERS = opt('servers', 1);
/** Issue 32's probe, before this change: the other endpoint's deliveries with the same scenario. */
const BEFORE = { medianSeconds: 158, worstSeconds: 279 };
const quiet = { warn() {}, error() {}, info() {}, debug() {} } as never;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

type Figures = { seconds: number[]; inOrder: number[]; arrived: number; slowReport: string };

/** One run on a fresh embedded PostgreSQL: `slowEvents` queued for the slow endpoint, then the other's events. */
async function run(slowEvents: number): Promise<Figures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrwe-webhookbench-'));
  fs.chmodSync(dir, 0o755);
  const embedded = await startEmbeddedPostgres(dir);
  const receiver = await webhookReceiver();
  receiver.delayWith((p) => (p === '/slow' ? SLOW_MS : 0));
  const servers: ServerProcess[] = [];
  try {
    const env = { DATABASE_URL: embedded.url };
    servers.push(await startServerProcess(env));
    const base = servers[0]!.base;
    const { cookie } = await call(base, 'POST', '/api/session', {
      body: { email: 'admin.fault@example.it', password: 'Password123!Strong' },
    });
    const ids: Record<string, string> = {};
    for (const p of ['/slow', '/other']) {
      const res = await call(base, 'POST', '/api/webhooks/endpoints', {
        cookie: cookie!,
        body: { url: receiver.url(p), events: ['candidate.invited'] },
      });
      const created = (await res.json()) as { id: string; secret: string };
      receiver.register(p, created.secret);
      ids[p] = created.id;
    }
    // Events the slow endpoint alone hears: the other one listens to nothing of the queue.
    await call(base, 'PATCH', `/api/webhooks/endpoints/${ids['/other']}`, {
      cookie: cookie!,
      body: { events: ['request.expired'] },
    });
    for (let i = 1; i < SERVERS; i++) servers.push(await startServerProcess(env));

    const { db, pool } = createDb(embedded.url, 2);
    const jobs = createJobs(embedded.url, quiet);
    jobs.define('webhooks.deliver', async () => {});
    await jobs.start(false);
    const { rows } = await pool.query<{ id: number; admin: string }>(
      `select t.id, u.id as admin from tenants t join users u on u.tenant_id = t.id
        where t.is_platform and u.role = 'ROLE_ADMIN'`,
    );
    // The slow endpoint's queue, written as features write events (in a transaction, through the same code).
    await db.transaction((tx) =>
      emitWebhookEvents(
        { jobs },
        tx,
        Array.from({ length: slowEvents }, (_, i) => ({
          tenantId: rows[0]!.id,
          ownerId: rows[0]!.admin,
          type: 'candidate.invited' as const,
          data: { candidateId: `slow-${i}` },
        })),
      ),
    );
    await jobs.stop();
    await pool.query('select 1'); // the queue is written
    const queuedAt = Date.now();
    // The other endpoint's events come while the slow one's queue is there, queued by the server itself (its
    // "send test event"): one every 0.5 s; each is timed from the server's answer to its arrival.
    const sentAt = new Map<string, number>();
    // Arrivals are timed from the start (the receiver keeps no times of its own).
    const arrivedAt = new Map<string, number>();
    const watch = setInterval(() => {
      for (const r of receiver.received)
        if (r.path === '/other' && !arrivedAt.has(r.id)) arrivedAt.set(r.id, Date.now());
    }, 20);
    await new Promise((r) => setTimeout(r, 2_000));
    for (let i = 0; i < OTHER_EVENTS; i++) {
      const res = await call(
        servers[i % servers.length]!.base,
        'POST',
        `/api/webhooks/endpoints/${ids['/other']}/test`,
        {
          cookie: cookie!,
        },
      );
      sentAt.set(((await res.json()) as { eventId: string }).eventId, Date.now());
      await new Promise((r) => setTimeout(r, 500));
    }
    const deadline = Date.now() + 900_000;
    while (arrivedAt.size < OTHER_EVENTS && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    clearInterval(watch);
    const inOrder = [...sentAt].map(([id, at]) => ((arrivedAt.get(id) ?? Number.NaN) - at) / 1000);
    const seconds = [...inOrder].sort((a, b) => a - b);
    const slow = await pool.query<{ status: string; n: number }>(
      `select d.status, count(*)::int as n from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
        where e.url like '%/slow' group by d.status order by 1`,
    );
    const breaker = await pool.query<{ paused: boolean; streak: number }>(
      `select paused_until > now() as paused, failure_streak as streak from webhook_endpoints where url like '%/slow'`,
    );
    await pool.end();

    const slowReport =
      `slow endpoint after ${((Date.now() - queuedAt) / 1000).toFixed(0)} s: ` +
      `${receiver.received.filter((r) => r.path === '/slow').length} requests received ` +
      `(at most ${receiver.maxInFlight('/slow')} at once); deliveries ${slow.rows.map((r) => `${r.status} ${r.n}`).join(', ')}; ` +
      `breaker ${breaker.rows[0]?.paused ? 'open (paused)' : 'closed'}, failures in a row ${breaker.rows[0]?.streak}`;
    return { seconds, inOrder, arrived: arrivedAt.size, slowReport };
  } finally {
    for (const s of servers) await s.stop().catch(() => {});
    await receiver.close();
    await embedded.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  // The same machine at the same moment without the slow endpoint: what a delivery takes anyway (polling, load).
  const baseline = await run(0);
  const scenario = await run(SLOW_EVENTS);
  const row = (name: string, f: Figures) => ({
    case: name,
    'other endpoint: median s': percentile(f.seconds, 50).toFixed(2),
    'worst s': f.seconds.at(-1)!.toFixed(2),
    arrived: `${f.arrived} of ${OTHER_EVENTS}`,
  });
  console.log(
    `\nWebhook fairness: one endpoint answering in ${SLOW_MS / 1000} s with ${SLOW_EVENTS} events queued; ` +
      `${OTHER_EVENTS} events for another endpoint, one every 0.5 s; ${SERVERS} server(s)`,
  );
  console.table([
    {
      case: 'before (issue 32 probe)',
      'other endpoint: median s': BEFORE.medianSeconds,
      'worst s': BEFORE.worstSeconds,
      arrived: '',
    },
    row('after: no slow endpoint (baseline, this machine now)', baseline),
    row('after: slow endpoint with its queue', scenario),
  ]);
  console.log(
    `Other endpoint, each delivery in event order (s): ${scenario.inOrder.map((x) => x.toFixed(1)).join(' ')}`,
  );
  console.log(`After: ${scenario.slowReport}`);
}

await main();
