import fs from 'node:fs';

/** Linux counts process CPU time in clock ticks of 1/100 s (USER_HZ, 100 on every mainstream kernel). */
const TICK_MS = 10;

/** CPU time (user + system, ms) a process has used, from /proc; 0 once it has gone. */
function cpuOfPid(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** CPU time (ms) of each PostgreSQL process on the machine (server, backends, background workers), by pid. */
function cpuOfPostgres(): Map<number, number> {
  const ms = new Map<number, number>();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres'))
        ms.set(Number(pid), cpuOfPid(Number(pid)));
    } catch {
      // gone between the listing and the read
    }
  }
  return ms;
}

/**
 * Starts counting the CPU time of a server process and of PostgreSQL; `perRequest(n)` gives each one's ms per
 * request over the n requests since. What the answer costs the database and what it costs the application apart.
 * A PostgreSQL process that ended meanwhile (an idle connection closed) is left out rather than counted negative.
 */
export function cpuMeter(pid: number) {
  const app0 = cpuOfPid(pid);
  const db0 = cpuOfPostgres();
  return {
    perRequest: (requests: number) => {
      let db = 0;
      for (const [p, ms] of cpuOfPostgres()) db += ms - (db0.get(p) ?? 0);
      return { app: (cpuOfPid(pid) - app0) / requests, db: db / requests };
    },
  };
}
