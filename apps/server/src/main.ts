import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { startApp } from './bootstrap';
import { loadConfig } from './config';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded';
import { embeddedDataDir } from './db/embedded-as-root';
import { mailboxEnabled } from './modules/mailbox/mailbox.routes';
import { ensureFirstAdmin } from './platform/auth/first-admin';
import { isClusterWorker } from './platform/cluster';
import { loggerOptions } from './platform/logging';
import { readRegistry, shareWithPrimary, startMetricsListener } from './platform/metrics/listener';
import { startTracing } from './platform/tracing';
import { isFirstProcess, startServerProcesses } from './processes';
import { startupFailureMessage } from './startup-errors';

/** Reads the configuration, starts PostgreSQL when DATABASE_URL is unset, migrates, listens, stops cleanly. */
async function main() {
  const startedAt = Date.now();
  let embedded: EmbeddedDatabase | null = null;
  let started: Awaited<ReturnType<typeof startApp>> | null = null;
  let metricsListener: Awaited<ReturnType<typeof startMetricsListener>> | null = null;
  const fail = async (err: unknown, ctx: Parameters<typeof startupFailureMessage>[1] = {}) => {
    console.error(`\nHR.We did not start. ${startupFailureMessage(err, ctx)}`);
    if (config?.LOG_LEVEL === 'debug') console.error(err);
    await started?.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    process.exit(1);
  };
  // Nothing may end the process as an unhandled rejection: it is reported as a failed start.
  const duringStart = (reason: unknown) => void fail(reason);
  process.on('unhandledRejection', duringStart);
  let config: ReturnType<typeof loadConfig> | undefined;
  try {
    // WEB_CONCURRENCY > 1: this process only starts the database and the server processes.
    if (await startServerProcesses()) {
      process.off('unhandledRejection', duringStart);
      return;
    }
    config = loadConfig();
    if (!config.DATABASE_URL) {
      console.log(`Starting the embedded PostgreSQL (data in ${embeddedDataDir(config.DATA_DIR)})…`);
      embedded = await startEmbeddedPostgres(config.DATA_DIR);
    }
  } catch (err) {
    return fail(err);
  }
  const url = config.DATABASE_URL ?? embedded!.url;
  const stopTracing = startTracing(config.OTEL_EXPORTER_OTLP_ENDPOINT);
  const log = pino(loggerOptions(config.LOG_LEVEL)) as unknown as FastifyBaseLogger;
  // SIGTERM/SIGINT (and an uncaught exception): stop taking requests, let jobs and mails in flight finish, stop
  // PostgreSQL; past SHUTDOWN_TIMEOUT_SECONDS the process ends anyway. A stray rejection does not stop the server.
  // A server process of several stops when the primary says so (SIGTERM): Ctrl-C in a terminal also sends SIGINT to
  // every process of the group, and a second signal would end the graceful stop at once.
  if (isClusterWorker()) process.on('SIGINT', () => {});
  closeWithGrace(
    {
      delay: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
      logger: log,
      skip: isClusterWorker() ? ['unhandledRejection', 'SIGINT'] : ['unhandledRejection'],
    },
    async ({ signal, err }) => {
      if (err) log.error({ err }, 'stopping after an uncaught exception');
      else log.info({ signal }, 'stopping');
      await metricsListener?.close();
      await started?.close().catch((e) => log.error({ err: e }, 'the app did not close cleanly'));
      await embedded?.stop().catch((e) => log.error({ err: e }, 'PostgreSQL did not stop cleanly'));
      await stopTracing?.().catch(() => {});
      log.info('stopped');
    },
  );

  try {
    started = await startApp(config, url, { logger: log });
    const first = isFirstProcess();
    const admin = first
      ? await ensureFirstAdmin(started.deps.db, started.platform, config.ADMIN_EMAIL, config.ADMIN_PASSWORD)
      : null;
    await started.app.listen({ port: config.PORT, host: config.HOST });
    // Several server processes: the primary serves their figures together (processes.ts).
    if (isClusterWorker()) shareWithPrimary(started.deps.metrics.registry);
    else if (config.METRICS_PORT)
      metricsListener = await startMetricsListener(
        readRegistry(started.deps.metrics.registry),
        config.METRICS_PORT,
        config.METRICS_HOST ?? config.HOST,
      );
    // Once running, a stray rejection (a lost database connection in a library) is logged; the server keeps serving.
    process.off('unhandledRejection', duringStart);
    process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));
    if (!first) return;
    const line = '─'.repeat(60);
    console.log(
      `\n${line}\nHR.We is running at ${config.publicUrl}  (started in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`,
    );
    if (admin) {
      console.log(`First administrator: ${admin.email}`);
      if (admin.generated) console.log(`Password (shown once, keep it): ${admin.password}`);
    }
    if (mailboxEnabled(config))
      console.log(`No SMTP_URL: e-mails are kept in the outbox, see ${config.publicUrl}/dev/mailbox`);
    else if (!config.SMTP_URL)
      console.log('No SMTP_URL: e-mails are kept in the outbox (no /dev/mailbox in production)');
    console.log(`${line}\n`);
  } catch (err) {
    await fail(err, { port: config.PORT, databaseUrl: config.DATABASE_URL });
  }
}

void main();
