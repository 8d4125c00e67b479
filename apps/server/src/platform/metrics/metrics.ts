import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The figures an operator watches (docs/operations.md), in Prometheus form. One registry per server (tests build
 * several apps in one process), read on the metrics listener (metrics/listener.ts). Names start with `hrwe_`; the
 * alert rules in deploy/prometheus/alerts.yml and the dashboard in deploy/grafana/ read them.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'hrwe_' });
  const sources: {
    pool?: pg.Pool;
    queueFigures?: () => Promise<QueueFigure[]>;
    databaseUp?: () => Promise<boolean>;
  } = {};
  const metrics = {
    registry,
    /** What the figures read at scrape time come from; bootstrap.ts sets them once the parts exist. */
    sources,
    httpDuration: new Histogram({
      name: 'hrwe_http_request_duration_seconds',
      help: 'HTTP requests by method, route (its pattern, not the URL) and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    jobsCompleted: new Counter({
      name: 'hrwe_jobs_completed_total',
      help: 'Job runs that completed, by queue',
      labelNames: ['queue'] as const,
      registers: [registry],
    }),
    jobAttemptsFailed: new Counter({
      name: 'hrwe_job_attempts_failed_total',
      help: 'Job runs that failed (retried while attempts are left), by queue',
      labelNames: ['queue'] as const,
      registers: [registry],
    }),
    jobsFailed: new Counter({
      name: 'hrwe_jobs_failed_total',
      help: 'Jobs that failed their last attempt (no retry left), by queue',
      labelNames: ['queue'] as const,
      registers: [registry],
    }),
    jobsRetried: new Counter({
      name: 'hrwe_jobs_retried_total',
      help: 'Job runs that were a retry of a failed run, by queue',
      labelNames: ['queue'] as const,
      registers: [registry],
    }),
    mails: new Counter({
      name: 'hrwe_mails_total',
      help: 'E-mail delivery attempts by outcome: sent, deferred (temporary failure, retried), failed (for good), unconfirmed, outbox (no SMTP)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    providerCalls: new Histogram({
      name: 'hrwe_provider_call_duration_seconds',
      help: 'Calls to the check providers by provider (cc: CRIF/CRIBIS, ce: Cerved), mode (sandbox, http), check and outcome (ok, failed)',
      labelNames: ['provider', 'mode', 'check', 'outcome'] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30],
      registers: [registry],
    }),
    webhookDeliveries: new Counter({
      name: 'hrwe_webhook_deliveries_total',
      help: 'Webhook delivery attempts by outcome: succeeded, retry (failed, attempts left), failed (for good)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
  };
  new Gauge({
    name: 'hrwe_job_queue_depth',
    help: 'Jobs waiting to run (created or due for a retry), by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    aggregator: 'max', // every server process reads the same queue
    async collect() {
      this.reset();
      for (const q of (await sources.queueFigures?.().catch(() => [])) ?? [])
        this.set({ queue: q.queue }, q.depth);
    },
  });
  new Gauge({
    name: 'hrwe_job_queue_oldest_age_seconds',
    help: 'How long the oldest job due to run has waited, by queue (0 when none waits)',
    labelNames: ['queue'] as const,
    registers: [registry],
    aggregator: 'max',
    async collect() {
      this.reset();
      for (const q of (await sources.queueFigures?.().catch(() => [])) ?? [])
        this.set({ queue: q.queue }, q.oldestAgeSeconds);
    },
  });
  new Gauge({
    name: 'hrwe_db_pool_connections',
    help: 'Database pool connections by state: total (open), idle, waiting (requests queued for a connection)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = sources.pool;
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'hrwe_db_pool_max',
    help: 'Connections the database pool may open',
    registers: [registry],
    collect() {
      if (sources.pool) this.set(sources.pool.options.max ?? 10);
    },
  });
  new Gauge({
    name: 'hrwe_database_up',
    help: '1 when the database answered select 1 at this scrape, 0 otherwise',
    registers: [registry],
    aggregator: 'min',
    async collect() {
      if (sources.databaseUp) this.set((await sources.databaseUp()) ? 1 : 0);
    },
  });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
export type QueueFigure = { queue: string; depth: number; oldestAgeSeconds: number };

/** Times `fn` into a histogram with its outcome: `ok`, or `failed` when it throws (rethrown). */
export async function timed<T>(
  histogram: Histogram<string>,
  labels: Record<string, string>,
  fn: () => Promise<T>,
): Promise<T> {
  const end = histogram.startTimer(labels);
  try {
    const result = await fn();
    end({ outcome: 'ok' });
    return result;
  } catch (err) {
    end({ outcome: 'failed' });
    throw err;
  }
}
