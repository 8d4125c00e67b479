import cluster from 'node:cluster';
import { loadConfig } from './config';
import { startEmbeddedPostgres } from './db/embedded';
import { embeddedDataDir } from './db/embedded-as-root';
import { runPrimary } from './platform/cluster';
import { readClusterPrimary, startMetricsListener } from './platform/metrics/listener';

/**
 * WEB_CONCURRENCY > 1 (docs/decisions/scale-processes.md): this process becomes the primary. It starts the embedded
 * PostgreSQL when there is no DATABASE_URL, then that many server processes on the same port, each running main.ts
 * as a worker with the database's address. Returns false when this process is to be the server itself.
 */
export async function startServerProcesses(): Promise<boolean> {
  if (cluster.isWorker) return false;
  const config = loadConfig();
  if (config.WEB_CONCURRENCY <= 1) return false;
  let url = config.DATABASE_URL;
  let stopDatabase = async () => {};
  if (!url) {
    console.log(`Starting the embedded PostgreSQL (data in ${embeddedDataDir(config.DATA_DIR)})…`);
    const embedded = await startEmbeddedPostgres(config.DATA_DIR);
    url = embedded.url;
    stopDatabase = embedded.stop;
  }
  console.log(`Starting ${config.WEB_CONCURRENCY} server processes on port ${config.PORT}…`);
  if (config.METRICS_PORT)
    await startMetricsListener(readClusterPrimary(), config.METRICS_PORT, config.METRICS_HOST ?? config.HOST);
  runPrimary({ processes: config.WEB_CONCURRENCY, env: { DATABASE_URL: url }, onStopped: stopDatabase });
  return true;
}

/** The process that creates the first administrator and prints the banner: the only one, or the first worker. */
export const isFirstProcess = () => !cluster.isWorker || cluster.worker?.id === 1;
