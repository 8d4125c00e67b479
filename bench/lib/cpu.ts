import fs from 'node:fs';
import type { Pool } from 'pg';

/** Linux counts process CPU time in clock ticks of 1/100 s (USER_HZ, 100 on every mainstream kernel). */
const TICK_MS = 10;

/** The fields of /proc/<pid>/stat after the command name (state, ppid, …), or null once the process has gone. */
function statOf(pid: number): string[] | null {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return null;
  }
}

/** CPU time (user + system, ms) a process has used, from /proc; 0 once it has gone. */
function cpuOfPid(pid: number): number {
  const fields = statOf(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) * TICK_MS : 0;
}

/**
 * The postmaster of the database the pool talks to (the parent of its backend), when it runs on this machine;
 * null for a remote one. Other PostgreSQL servers on a shared machine (other people's test databases) are not ours.
 */
export async function postmasterOf(pool: Pool): Promise<number | null> {
  const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
  const ppid = Number(statOf(rows[0]!.pid)?.[1]);
  return Number.isInteger(ppid) && ppid > 1 && isPostgres(ppid) ? ppid : null;
}

const isPostgres = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres');
  } catch {
    return false;
  }
};

/**
 * CPU time (ms) of each process of the PostgreSQL server whose postmaster is given (itself, backends, background
 * workers), by pid; with null, of every PostgreSQL process on the machine.
 */
function cpuOfPostgres(postmaster: number | null): Map<number, number> {
  const ms = new Map<number, number>();
  for (const n of processIds()) {
    if (!isPostgres(n)) continue;
    if (postmaster !== null && n !== postmaster && Number(statOf(n)?.[1]) !== postmaster) continue;
    ms.set(n, cpuOfPid(n));
  }
  return ms;
}

/**
 * Starts counting the CPU time of a server process and of PostgreSQL (the server `postmasterOf` found: on a
 * shared machine other people's databases would count too); `perRequest(n)` gives each one's ms per
 * request over the n requests since. What the answer costs the database and what it costs the application apart.
 * A PostgreSQL process that ended meanwhile (an idle connection closed) is left out rather than counted negative.
 */
export function cpuMeter(pid: number, postmaster: number | null) {
  const app0 = cpuOfServer(pid);
  const db0 = cpuOfPostgres(postmaster);
  // A process started since (a pool's new connection, a worker) counts whole.
  const since = (now: Map<number, number>, before: Map<number, number>) => {
    let ms = 0;
    for (const [p, t] of now) ms += t - (before.get(p) ?? 0);
    return ms;
  };
  return {
    perRequest: (requests: number) => ({
      app: since(cpuOfServer(pid), app0) / requests,
      db: since(cpuOfPostgres(postmaster), db0) / requests,
    }),
  };
}

/**
 * CPU time (ms) of a server process and of its children, by pid: with WEB_CONCURRENCY=2 the server is a primary whose
 * forked workers serve the requests.
 */
function cpuOfServer(pid: number): Map<number, number> {
  const ms = new Map([[pid, cpuOfPid(pid)]]);
  for (const n of processIds()) if (Number(statOf(n)?.[1]) === pid) ms.set(n, cpuOfPid(n));
  return ms;
}

/** The ids of the machine's processes (/proc's numeric entries). */
const processIds = () =>
  fs
    .readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .map(Number);

/** Busy CPU time (ms, all cores, every process: user, nice, system, interrupts, steal) of the machine, from /proc/stat. */
function machineBusyMs(): number {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks as number[];
  return (user! + nice! + system! + irq! + softirq! + (steal ?? 0)) * TICK_MS;
}

/**
 * Counts, from now, the CPU of the bench process itself (autocannon generates the load in it, on the same cores as
 * the server) and of the whole machine; `total()` gives both in ms. Beside cpuMeter's application and PostgreSQL,
 * this says where the rest of the cores' time went.
 */
export function loadMeter() {
  const own0 = process.cpuUsage();
  const machine0 = machineBusyMs();
  return {
    total: () => {
      const own = process.cpuUsage(own0);
      return { generator: (own.user + own.system) / 1000, machine: machineBusyMs() - machine0 };
    },
  };
}
