import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { createDb } from './db/client';
import { migrate } from './db/migrate';
import type { AppDeps } from './deps';
import { createFileStore } from './platform/files/storage';
import { createJobs } from './platform/jobs';
import { loggerOptions } from './platform/logging';
import { createMailer } from './platform/mail/mailer';
import { createMetrics } from './platform/metrics/metrics';
import { createTenantResolver, ensurePlatformTenant } from './platform/tenancy';

/** Wires the real parts on one database: pool, jobs, mail, files, tenants. */
export function createDeps(
  config: Config,
  databaseUrl: string,
  log: FastifyBaseLogger,
  opts: { retryDelaySeconds?: number } = {},
) {
  const { db, pool } = createDb(databaseUrl);
  const metrics = createMetrics();
  const jobs = createJobs(databaseUrl, log, {
    retryDelaySeconds: opts.retryDelaySeconds ?? config.JOBS_RETRY_DELAY_SECONDS,
    superviseSeconds: config.JOBS_SUPERVISE_SECONDS,
    metrics,
  });
  const mailer = createMailer(
    db,
    jobs,
    log,
    { url: config.SMTP_URL },
    { maxConnections: config.SMTP_MAX_CONNECTIONS, smtpTimeoutMs: config.SMTP_TIMEOUT_MS },
    metrics,
  );
  metrics.sources.pool = pool;
  metrics.sources.queueFigures = jobs.queueFigures;
  metrics.sources.databaseUp = () =>
    pool.query('select 1').then(
      () => true,
      () => false,
    );
  return {
    config,
    db,
    pool,
    jobs,
    mailer,
    files: createFileStore(db),
    tenants: createTenantResolver(db),
    metrics,
  } satisfies AppDeps;
}

/** Migrates, creates the platform tenant, builds the app and starts the job queue. */
export async function startApp(
  config: Config,
  databaseUrl: string,
  opts: { workers?: boolean; retryDelaySeconds?: number; logger?: FastifyBaseLogger } = {},
) {
  const log = opts.logger ?? (pino(loggerOptions(config.LOG_LEVEL)) as unknown as FastifyBaseLogger);
  const deps = createDeps(config, databaseUrl, log, opts);
  await migrate(deps.pool);
  const platform = await ensurePlatformTenant(deps.db);
  const app = await buildApp(deps, log);
  await app.ready();
  await deps.jobs.start(opts.workers ?? true);
  const close = async () => {
    await app.close();
    await deps.jobs.stop();
    await deps.mailer.close();
    await deps.pool.end();
  };
  return { app, deps, platform, close };
}
