import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, PgBoss } from 'pg-boss';
import type { Executor } from '../db/executor';
import type { Metrics, QueueFigure } from './metrics/metrics';
import { inJobSpan } from './tracing';

export type JobHandler<T> = (data: T) => Promise<void>;

/** How a queue's jobs run; the defaults suit short jobs run one at a time. */
export type JobOptions = {
  retryLimit?: number;
  /** First retry after this many seconds (then doubling, with jitter); the app's default unless set. */
  retryDelaySeconds?: number;
  cron?: string;
  /** Jobs a server takes at once from this queue and runs concurrently (the SMTP or provider limit). */
  batchSize?: number;
  /** Longest a job may run; a job running longer is failed and retried (sized to the job, not pg-boss's 15 min). */
  expireInSeconds?: number;
  /**
   * Instead of batches: this many independent workers per server, each running one job at a time, so a slow job
   * holds one worker only (a batch waits for its slowest job). Used with `groupConcurrency`.
   */
  concurrency?: number;
  /** Jobs of one group (the `group` they were queued with) running at once across all servers. */
  groupConcurrency?: number;
};
/** A job to queue: its data, its key (one waits and one runs per key), its group, and a start delay. */
export type JobItem = { data: object; key: string; group?: string; startAfterSeconds?: number };
type Registered = JobOptions & { handler: JobHandler<unknown>; retryLimit: number };
/** A job as pg-boss hands it over with its metadata. */
type RunnableJob = { data: unknown; retryCount: number; retryLimit: number };

/**
 * A server that stops without finishing a job (kill -9, crash, lost network) stops its heartbeat; the job is
 * then failed and retried by another server: heartbeat missing for 10 s (pg-boss's minimum), noticed by a
 * supervision pass every 10 s (JOBS_SUPERVISE_SECONDS), first retry within 10 s, so within about 30 s
 * (docs/decisions/jobs-takeover.md).
 */
export const HEARTBEAT_SECONDS = 10;
const SUPERVISE_SECONDS = 10;
/** How long a stopping server waits for jobs in flight (SMTP timeouts are well below it: mail/smtp-pool.ts). */
export const STOP_GRACE_MS = 30_000;

/**
 * Background work on pg-boss in the same database. Features `define` their jobs at build time;
 * `start` creates the queues, schedules and workers. Tests call `drain` to run queued jobs now.
 */
export function createJobs(
  connectionString: string,
  log: FastifyBaseLogger,
  opts: { retryDelaySeconds?: number; superviseSeconds?: number; metrics?: Metrics } = {},
) {
  const superviseSeconds = opts.superviseSeconds ?? SUPERVISE_SECONDS;
  const boss = new PgBoss({
    connectionString,
    max: 4,
    schedule: true,
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  const registry = new Map<string, Registered>();
  const queues = new Set<string>();
  let started = false;
  /** Creates a queue once; a job defined after start (a test's recording handler) gets its queue on first send. */
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    const def = registry.get(name);
    const options = {
      heartbeatSeconds: HEARTBEAT_SECONDS,
      expireInSeconds: def?.expireInSeconds ?? 900,
    };
    await boss.createQueue(name, { policy: 'stately', ...options }).catch(() => {});
    // A queue created by an older version keeps its old settings until updated.
    await boss.updateQueue(name, options).catch(() => {});
    queues.add(name);
  };
  /**
   * Runs one fetched job's handler, counting it (hrwe_jobs_*): a run with retryCount > 0 is a retry; a failure
   * with no retry left is failed for good. Workers and drain both run jobs through here.
   */
  const runJob = async (name: string, def: Registered, job: RunnableJob) => {
    const m = opts.metrics;
    const queue = { queue: name };
    if (job.retryCount > 0) m?.jobsRetried.inc(queue);
    try {
      await inJobSpan(name, { 'hrwe.job.retry_count': job.retryCount }, () => def.handler(job.data));
      m?.jobsCompleted.inc(queue);
    } catch (err) {
      m?.jobAttemptsFailed.inc(queue);
      if (job.retryCount >= job.retryLimit) m?.jobsFailed.inc(queue);
      throw err;
    }
  };
  const appRetryDelay = opts.retryDelaySeconds ?? 30;
  /** Retry timing of a job: its own first delay when it sets one, except in tests (no delay at all). */
  const retryDelayOf = (def: Registered) =>
    appRetryDelay === 0 ? 0 : (def.retryDelaySeconds ?? appRetryDelay);

  /** The one place a job is queued: pg-boss writes it through the caller's executor (its transaction). */
  async function sendMany(name: string, items: JobItem[], tx?: Executor) {
    const def = registry.get(name);
    if (!def) throw new Error(`Unknown job ${name}`);
    if (items.length === 0) return [];
    if (started) await ensureQueue(name);
    const retryDelay = retryDelayOf(def);
    const options = { retryLimit: def.retryLimit, retryDelay, retryBackoff: retryDelay > 0 };
    const db = tx ? fromDrizzle(tx, sql) : undefined;
    const optionsOf = (i: JobItem) => ({
      ...options,
      singletonKey: i.key,
      ...(i.group ? { group: { id: i.group } } : {}),
      ...(i.startAfterSeconds ? { startAfter: i.startAfterSeconds } : {}),
    });
    if (items.length === 1) {
      const id = await boss.send(name, items[0]!.data, { ...optionsOf(items[0]!), db });
      return id ? [id] : [];
    }
    const ids = await boss.insert(
      name,
      items.map((i) => ({ data: i.data, ...optionsOf(i) })),
      { db, returnId: true },
    );
    return ids ?? [];
  }

  return {
    boss,
    /** Registers a job. With `cron` it also runs on that schedule (Europe/Rome), once per tick across all servers. */
    define<T>(name: string, handler: JobHandler<T>, options: JobOptions = {}) {
      registry.set(name, {
        ...options,
        handler: handler as JobHandler<unknown>,
        retryLimit: options.retryLimit ?? 5,
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
      more: Pick<JobItem, 'group' | 'startAfterSeconds'> = {},
    ): Promise<string | null> {
      const ids = await sendMany(name, [{ data, key, ...more }], tx);
      return ids[0] ?? null;
    },
    /** `send` for many jobs of one queue in one statement (the invitations of a report). */
    sendMany,
    /** The first retry delay of a job's queue in seconds (0 where retries are immediate: tests). */
    firstRetryDelaySeconds(name: string) {
      const def = registry.get(name);
      if (!def) throw new Error(`Unknown job ${name}`);
      return retryDelayOf(def);
    },
    /** True when a job of that name is defined (a feature may queue work for a job another feature defines). */
    has(name: string) {
      return registry.has(name);
    },
    async start(workers = true) {
      await boss.start();
      for (const [name, def] of registry) {
        await ensureQueue(name);
        if (def.cron) await boss.schedule(name, def.cron, {}, { tz: 'Europe/Rome' });
        if (workers && def.concurrency) {
          // Independent workers, one job each; a group's running jobs are capped in the fetch itself (pg-boss
          // counts the group's active jobs across servers), so a capped group's jobs are skipped, not waited on.
          await boss.work(
            name,
            {
              pollingIntervalSeconds: 1,
              batchSize: 1,
              localConcurrency: def.concurrency,
              ...(def.groupConcurrency ? { groupConcurrency: def.groupConcurrency } : {}),
              // While more jobs are ready a worker fetches again at once instead of waiting for the next poll.
              burstWhenReadyExceeds: 1,
            },
            async ([job]) => {
              await def.handler(job!.data);
            },
          );
        } else if (workers) {
          // A batch runs concurrently and each job settles on its own: one failure retries only that job.
          // While batches come back full the worker fetches again at once instead of waiting for the next poll.
          await boss.work(
            name,
            {
              pollingIntervalSeconds: 1,
              batchSize: def.batchSize ?? 1,
              burstWhenBatchFull: true,
              perJobResults: true,
              includeMetadata: true,
            },
            async (jobs) => {
              const settled = await Promise.allSettled(jobs.map((job) => runJob(name, def, job)));
              return jobs.map((job, i) => {
                const result = settled[i]!;
                return result.status === 'fulfilled'
                  ? { id: job.id, status: 'completed' as const }
                  : { id: job.id, status: 'failed' as const, output: { message: String(result.reason) } };
              });
            },
          );
        }
      }
      started = true;
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: STOP_GRACE_MS });
      started = false;
    },
    /** Runs every queued job of every queue until none is left (tests and scripts). Failures are retried by pg-boss. */
    async drain(maxRounds = 20): Promise<number> {
      let ran = 0;
      for (let round = 0; round < maxRounds; round++) {
        let any = false;
        for (const [name, def] of registry) {
          await ensureQueue(name);
          const jobs = await boss.fetch(name, { batchSize: 50, includeMetadata: true });
          for (const job of jobs ?? []) {
            any = true;
            ran++;
            // Fetched by hand, so the heartbeat a worker sends is sent here (a slow handler is not taken over).
            const beat = setInterval(
              () => void boss.touch(name, job.id).catch(() => {}),
              (HEARTBEAT_SECONDS * 1000) / 2,
            );
            try {
              await runJob(name, def, job);
              await boss.complete(name, job.id);
            } catch (err) {
              await boss.fail(name, job.id, { message: (err as Error).message });
            } finally {
              clearInterval(beat);
            }
          }
        }
        if (!any) break;
      }
      return ran;
    },
    /**
     * Per queue: jobs due to run (created, or a retry whose delay has passed) and how long the oldest has waited.
     * Read by the metrics at each scrape; one grouped scan of pg-boss's job table (its queued rows only).
     */
    async queueFigures(): Promise<QueueFigure[]> {
      const { rows } = await boss.getDb().executeSql(
        `select name as queue, count(*)::int as depth,
                coalesce(extract(epoch from now() - min(created_on)), 0)::float8 as "oldestAgeSeconds"
           from pgboss.job
          where state in ('created', 'retry') and start_after <= now()
          group by name`,
      );
      const waiting = new Map((rows as QueueFigure[]).map((r) => [r.queue, r]));
      // Every defined queue is listed, at 0 when nothing waits (an alert needs the series to exist).
      return [...registry.keys()].map(
        (queue) => waiting.get(queue) ?? { queue, depth: 0, oldestAgeSeconds: 0 },
      );
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
