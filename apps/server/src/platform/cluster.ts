import cluster from 'node:cluster';

/**
 * Several server processes on one port (Node's cluster): the primary forks `processes` workers, which each run the
 * whole application (pool, job workers, HTTP) and share the listening port; the operating system spreads the
 * connections. Nothing a request needs lives in one process's memory (docs/scaling.md, "More than one machine"),
 * so they behave as servers behind a load balancer. A worker that dies is started again unless the primary is
 * stopping; on SIGTERM/SIGINT the primary asks every worker to stop and waits for them, then runs `onStopped`.
 * docs/decisions/scale-processes.md.
 */
export function runPrimary(opts: {
  processes: number;
  env?: Record<string, string>;
  onStopped?: () => Promise<void>;
  log?: (message: string) => void;
}) {
  const log = opts.log ?? ((m: string) => console.log(m));
  let stopping = false;
  let exitCode = 0;
  const served = new Set<number>();
  const fork = () => cluster.fork(opts.env);
  for (let i = 0; i < opts.processes; i++) fork();
  cluster.on('listening', (worker) => served.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) void finish();
      return;
    }
    // One that never served did not start (configuration, port, database): starting it again would loop.
    if (!served.has(worker.id)) {
      log(`server process ${worker.process.pid} did not start (${signal ?? code}): stopping`);
      exitCode = 1;
      stop();
      return;
    }
    log(`server process ${worker.process.pid} ended (${signal ?? code}): starting another`);
    fork();
  });
  const finish = async () => {
    await opts.onStopped?.().catch(() => {});
    process.exit(exitCode);
  };
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) void finish();
    for (const w of workers) w?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return { stop };
}

/** Whether this process is a worker forked by runPrimary. */
export const isClusterWorker = () => cluster.isWorker;
