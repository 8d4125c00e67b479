import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, PgBoss } from 'pg-boss';
import type { Executor } from '../db/executor';

export type JobHandler<T> = (data: T) => Promise<void>;
type Registered = { handler: JobHandler<unknown>; retryLimit: number; cron?: string };

/**
 * Background work on pg-boss in the same database. Features `define` their jobs at build time;
 * `start` creates the queues, schedules and workers. Tests call `drain` to run queued jobs now.
 */
export function createJobs(
  connectionString: string,
  log: FastifyBaseLogger,
  opts: { retryDelaySeconds?: number } = {},
) {
  const boss = new PgBoss({ connectionString, max: 4, schedule: true });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  const registry = new Map<string, Registered>();
  const queues = new Set<string>();
  let started = false;
  /** Creates a queue once; a job defined after start (a test's recording handler) gets its queue on first send. */
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    await boss.createQueue(name, { policy: 'stately' }).catch(() => {});
    queues.add(name);
  };
  const retryDelay = opts.retryDelaySeconds ?? 30;

  /** The one place a job is queued: pg-boss writes it through the caller's executor (its transaction). */
  async function sendMany(name: string, items: { data: object; key: string }[], tx?: Executor) {
    const def = registry.get(name);
    if (!def) throw new Error(`Unknown job ${name}`);
    if (items.length === 0) return [];
    if (started) await ensureQueue(name);
    const options = { retryLimit: def.retryLimit, retryDelay, retryBackoff: retryDelay > 0 };
    const db = tx ? fromDrizzle(tx, sql) : undefined;
    if (items.length === 1) {
      const id = await boss.send(name, items[0]!.data, { ...options, singletonKey: items[0]!.key, db });
      return id ? [id] : [];
    }
    const ids = await boss.insert(
      name,
      items.map((i) => ({ data: i.data, singletonKey: i.key, ...options })),
      { db, returnId: true },
    );
    return ids ?? [];
  }

  return {
    boss,
    /** Registers a job. With `cron` it also runs on that schedule (Europe/Rome), once per tick across all servers. */
    define<T>(name: string, handler: JobHandler<T>, options: { retryLimit?: number; cron?: string } = {}) {
      registry.set(name, {
        handler: handler as JobHandler<unknown>,
        retryLimit: options.retryLimit ?? 5,
        cron: options.cron,
      });
    },
    /**
     * Queues a job in the caller's transaction `tx` (the transactional outbox: the job exists if and only if the
     * change that causes it commits); without `tx` it is its own statement. Queues are 'stately': one job per key
     * waits and one runs, so the same key is never queued twice (the key defaults to the data itself).
     * Handlers must still be idempotent: a retry runs again.
     */
    async send(
      name: string,
      data: object,
      key: string = JSON.stringify(data),
      tx?: Executor,
    ): Promise<string | null> {
      const ids = await sendMany(name, [{ data, key }], tx);
      return ids[0] ?? null;
    },
    /** `send` for many jobs of one queue in one statement (the invitations of a report). */
    sendMany,
    /** True when a job of that name is defined (a feature may queue work for a job another feature defines). */
    has(name: string) {
      return registry.has(name);
    },
    async start(workers = true) {
      await boss.start();
      for (const [name, def] of registry) {
        await ensureQueue(name);
        if (def.cron) await boss.schedule(name, def.cron, {}, { tz: 'Europe/Rome' });
        if (workers) {
          await boss.work(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
            for (const job of jobs) await def.handler(job.data);
          });
        }
      }
      started = true;
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 10_000 });
      started = false;
    },
    /** Runs every queued job of every queue until none is left (tests and scripts). Failures are retried by pg-boss. */
    async drain(maxRounds = 20): Promise<number> {
      let ran = 0;
      for (let round = 0; round < maxRounds; round++) {
        let any = false;
        for (const [name, def] of registry) {
          await ensureQueue(name);
          const jobs = await boss.fetch(name, { batchSize: 50 });
          for (const job of jobs ?? []) {
            any = true;
            ran++;
            try {
              await def.handler(job.data);
              await boss.complete(name, job.id);
            } catch (err) {
              await boss.fail(name, job.id, { message: (err as Error).message });
            }
          }
        }
        if (!any) break;
      }
      return ran;
    },
    /** Runs one job's handler directly, as its schedule would (tests, and operators from a script). */
    async run(name: string, data: object = {}) {
      const def = registry.get(name);
      if (!def) throw new Error(`Unknown job ${name}`);
      await def.handler(data);
    },
  };
}
export type Jobs = ReturnType<typeof createJobs>;
