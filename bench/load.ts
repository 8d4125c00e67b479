/**
 * The HTTP load benchmark: each call of calls.ts on the real application at --connections for --duration seconds,
 * against two references in their own processes (a constant-JSON Fastify route answering the same body: the
 * stack's ceiling; plain node:http running the call's own SQL through pg: the database's time), the database
 * transactions per request, then four calls on one server process and on two. Prints its tables, writes
 * bench/results/load.json and returns the figures for the summary.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashToken } from '../apps/server/src/platform/auth/tokens';
import { type Call, openCalls, PROCESS_CALLS, requestOf } from './calls';
import { type Captured, recorder } from './explain';
import { cpuMeter, postmasterOf } from './lib/cpu';
import type { ProcessSide } from './lib/limits';
import { loadAverage, measure, signIn, tableLine, verdict } from './lib/measure';
import { CONNECTIONS, DURATION } from './lib/options';
import { writeResult } from './lib/results';
import { spawnTarget, type Target } from './lib/spawn-target';

export type LoadRow = {
  name: string;
  kind?: Call['kind'];
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  ceilingRps: number;
  sqlP95: number;
  sqlRps: number;
  /** Requests per second over the raw SQL's. */
  xSql: number;
  /** Database transactions committed per request. */
  xactPerRequest: number;
  /**
   * CPU ms per request of the server process and of PostgreSQL; then of the raw-SQL process and PostgreSQL under it;
   * of the load generator (autocannon, in the bench process) and of the whole machine during the application's measure.
   */
  cpu: { app: number; db: number; raw: number; rawDb: number; generator: number; machine: number };
  /** The machine's 1-minute load average at the end of the call's measure (other work shares its cores). */
  load: number;
};
export type ProcessRow = {
  name: string;
  /** p95, req/s, and CPU ms a request of the whole machine, of the load generator, of the server (its processes) and of
   * PostgreSQL, on one process and on two. */
  one: ProcessSide;
  two: ProcessSide;
};
export type LoadResult = { calls: LoadRow[]; processes: ProcessRow[] };

export const P95_LIMIT_MS = 50;
export const X_SQL_MIN = 0.8;

export async function runLoad(url: string): Promise<LoadResult> {
  const rec = recorder(url);
  const app = await spawnTarget('app', url);
  const base = `http://127.0.0.1:${app.port}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hrwe-bench-'));
  const started: Target[] = [app];
  try {
    const { subjects, who, cases, live, bodies } = await openCalls(rec, base);
    // The SQL each call runs, captured from the server's own repository code, plus the session lookup.
    const sqlOf: Record<string, Captured[]> = {};
    for (const c of live) {
      const session = (token: string): Captured => ({
        text: `select s.id, u.* from sessions s join users u on u.id = s.user_id
                where s.token_hash = $1 and s.tenant_id = $2 and s.expires_at > now()`,
        params: [hashToken(token), subjects.tenantId],
      });
      if (c.sql) await cases[c.sql]!.prepare?.(rec.deps);
      rec.take();
      if (c.sql) await cases[c.sql]!(rec.deps);
      // The answer's own SQL; the session check's answer is the session itself.
      sqlOf[c.name] = c.sql ? rec.take() : [session(who[c.as].token)];
    }
    fs.writeFileSync(path.join(tmp, 'bodies.json'), JSON.stringify(bodies));
    fs.writeFileSync(path.join(tmp, 'sql.json'), JSON.stringify(sqlOf));
    const ceiling = await spawnTarget('ceiling', path.join(tmp, 'bodies.json'));
    started.push(ceiling);
    const raw = await spawnTarget('raw', url, path.join(tmp, 'sql.json'));
    started.push(raw);

    console.log(
      `\nLoad: autocannon, ${CONNECTIONS} connections, ${DURATION} s per measure (latencies in ms); load average ${loadAverage()}`,
    );
    const line = tableLine([26, 6, 6, 6, 7, 10, 6, 7, 9, 6, 8, 6, 5, 6, 5, 6, 6, 8, 10, 12]);
    line([
      'call',
      'p50',
      'p95',
      'p99',
      'req/s',
      'ceil req/s',
      'x ceil',
      'sql p95',
      'sql req/s',
      'x sql',
      'xact/req',
      'app ms',
      'db ms',
      'raw ms',
      'db ms',
      'gen ms',
      'all ms',
      `p95 ≤${P95_LIMIT_MS}`,
      `x sql ≥${X_SQL_MIN}`,
      'req/s target',
    ]);
    const commits = async () => {
      // The statistics of other backends reach pg_stat_database within a second.
      await new Promise((r) => setTimeout(r, 1_100));
      const { rows } = await rec.pool.query(
        'select xact_commit::float8 as n from pg_stat_database where datname = current_database()',
      );
      return rows[0].n as number;
    };
    const calls: LoadRow[] = [];
    const postmaster = await postmasterOf(rec.pool);
    for (const c of live) {
      const before = await commits();
      const appCpu = cpuMeter(app.pid, postmaster);
      const m = await measure(requestOf(c, base, who));
      const onApp = appCpu.perRequest(m.total);
      const load = os.loadavg()[0]!;
      const xactPerRequest = ((await commits()) - before - 1) / m.total;
      const top = await measure({ url: `http://127.0.0.1:${ceiling.port}/c/${encodeURIComponent(c.name)}` });
      const rawCpu = cpuMeter(raw.pid, postmaster);
      const sql = await measure({ url: `http://127.0.0.1:${raw.port}/sql/${encodeURIComponent(c.name)}` });
      const onRaw = rawCpu.perRequest(sql.total);
      const row: LoadRow = {
        name: c.name,
        kind: c.kind,
        p50: m.p50,
        p95: m.p95,
        p99: m.p99,
        rps: m.rps,
        errors: m.errors,
        ceilingRps: top.rps,
        sqlP95: sql.p95,
        sqlRps: sql.rps,
        xSql: m.rps / sql.rps,
        xactPerRequest,
        cpu: { app: onApp.app, db: onApp.db, raw: onRaw.app, rawDb: onRaw.db, ...m.cpu },
        load,
      };
      calls.push(row);
      // The throughput target holds where the database alone could serve half the ceiling.
      const dbBound = sql.rps < top.rps / 2;
      line([
        c.name + (m.errors ? ` (${m.errors} errors)` : ''),
        m.p50.toFixed(1),
        m.p95.toFixed(1),
        m.p99.toFixed(1),
        m.rps.toFixed(0),
        top.rps.toFixed(0),
        (m.rps / top.rps).toFixed(2),
        sql.p95.toFixed(1),
        sql.rps.toFixed(0),
        row.xSql.toFixed(2),
        xactPerRequest.toFixed(2),
        onApp.app.toFixed(2),
        onApp.db.toFixed(2),
        onRaw.app.toFixed(2),
        onRaw.db.toFixed(2),
        m.cpu.generator.toFixed(2),
        m.cpu.machine.toFixed(2),
        verdict(m.p95 <= P95_LIMIT_MS),
        verdict(row.xSql >= X_SQL_MIN),
        dbBound ? 'db-bound' : verdict(m.rps >= top.rps / 2),
      ]);
    }
    // Both cores: the same calls on one process and on two (platform/cluster.ts, WEB_CONCURRENCY=2).
    const two = await spawnTarget('app2', url);
    started.push(two);
    const base2 = `http://127.0.0.1:${two.port}`;
    const who2 = {
      hr: await signIn(base2, subjects.hr.email),
      admin: await signIn(base2, subjects.admin.email),
    };
    console.log('\nProcesses: the same call on one server process and on two (WEB_CONCURRENCY=2)');
    const pline = tableLine([26, 10, 8, 10, 8, 8]);
    pline(['call', '1 p95', '1 req/s', '2 p95', '2 req/s', '× req/s']);
    const processes: ProcessRow[] = [];
    for (const c of live.filter((x) => PROCESS_CALLS.includes(x.name))) {
      // Each side warmed on the call for a second first, as the sizes step does: the two-process server is fresh
      // (each worker's JIT, session cache and prepared statements), the one-process server ran the call above.
      await measure(requestOf(c, base, who), 1);
      await measure(requestOf(c, base2, who2), 1);
      const side = async (server: number, on: string, as: typeof who): Promise<ProcessSide> => {
        const meter = cpuMeter(server, postmaster);
        const m = await measure(requestOf(c, on, as));
        return { p95: m.p95, rps: m.rps, ...m.cpu, ...meter.perRequest(m.total) };
      };
      const one = await side(app.pid, base, who);
      const dual = await side(two.pid, base2, who2);
      processes.push({ name: c.name, one, two: dual });
      pline([
        c.name,
        one.p95.toFixed(1),
        one.rps.toFixed(0),
        dual.p95.toFixed(1),
        dual.rps.toFixed(0),
        (dual.rps / one.rps).toFixed(2),
      ]);
    }
    const result = { calls, processes };
    writeResult('load', { connections: CONNECTIONS, duration: DURATION, ...result });
    console.log(`\nLoad average at the end: ${loadAverage()} (other work on the machine shares its cores)`);
    console.log(
      '\nx ceil = req/s over the constant-JSON Fastify route of the same answer; x sql = req/s over the same SQL run straight through pg\n' +
        "(the answer's queries only: no session lookup, no audit); xact/req = database transactions committed per request\n" +
        '(pg_stat_database, each statement outside a transaction is one); app ms, db ms = CPU ms per request of the server\n' +
        'process and of PostgreSQL (/proc), raw ms, db ms = the same for the raw-SQL reference; gen ms = of the load\n' +
        'generator (autocannon, in this process, on the same cores), all ms = of the whole machine (/proc/stat);\n' +
        'req/s target: at least half the ceiling, unless the raw SQL alone is below half of it (db-bound).',
    );
    return result;
  } finally {
    for (const t of started.reverse()) await t.stop();
    await rec.pool.end();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
