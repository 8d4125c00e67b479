/**
 * `npm run bench [-- explain|load|export|lighthouse] [--duration=5] [--connections=32]` on the seeded database
 * (bench/data, or DATABASE_URL): EXPLAIN of every list query, the HTTP load benchmark of the main calls against
 * two reference points (a constant-JSON Fastify route, the same SQL straight through pg), then the xlsx export
 * at scale. Prints tables; never fails on timing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { hashToken } from '../apps/server/src/platform/auth/tokens';
import { type Captured, explainCases, graph30, printExplain, recorder, runExplain } from './explain';
import { runExportBench } from './export';
import { BENCH_PASSWORD, openBenchDatabase } from './lib/db';
import { spawnTarget, type Target } from './lib/spawn-target';
import { type BenchSubjects, findSubjects } from './lib/subjects';
import { runLighthouse } from './lighthouse';

const args = process.argv.slice(2);
const parts = args.filter((a) => !a.startsWith('--'));
const want = (p: string) => parts.length === 0 || parts.includes(p);
const opt = (name: string, def: number) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def);
const DURATION = opt('duration', 5);
const CONNECTIONS = opt('connections', 32);

async function main() {
  const db = await openBenchDatabase();
  try {
    console.log(
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
    );
    const counts = await db.pool.query(
      `select (select count(*) from candidates)::int as candidates, (select count(*) from report_requests)::int as reports,
              (select count(*) from users)::int as users`,
    );
    console.log(`Data: ${JSON.stringify(counts.rows[0])}`);
    if (want('explain')) {
      const only = args.find((a) => a.startsWith('--only='))?.slice(7);
      printExplain(await runExplain(db.url, { only: only ? new RegExp(only, 'i') : undefined }));
    }
    if (want('load')) await runLoad(db.url);
    if (want('export')) await runExportBench(db.url);
    if (want('lighthouse')) await runLighthouse(db.url, db.pool);
  } finally {
    await db.stop();
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The calls measured on one process and on two. */
const PROCESS_CALLS = [
  'session check',
  'history p1 (HR)',
  'candidate report (HR)',
  'dashboard count (admin)',
];

type Call = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  as: 'hr' | 'admin';
  /** The explain case whose SQL the raw reference runs. */
  sql?: string;
  textSearch?: boolean;
};

/** `deep`: page 500 (or the last) and the cursor of the page before, as the DataTable's "Successiva" asks it. */
function callsOf(s: BenchSubjects, deep: { page: number; after: string }): Call[] {
  const g = graph30();
  const graphBody = { frequency: g.frequency, state: g.state, range: { rangeFrom: g.from, rangeTo: g.to } };
  return [
    { name: 'session check', method: 'GET', path: '/api/session', as: 'hr' },
    {
      name: 'history p1 (HR)',
      method: 'GET',
      path: '/api/report/list?page=1',
      as: 'hr',
      sql: 'history p1 (HR)',
    },
    {
      name: 'history p1 (admin)',
      method: 'GET',
      path: '/api/report/list?page=1',
      as: 'admin',
      sql: 'history p1 (admin)',
    },
    {
      name: 'history p500 (admin)',
      method: 'GET',
      path: `/api/report/list?page=${deep.page}&after=${deep.after}`,
      as: 'admin',
      sql: 'history p500 (admin)',
    },
    {
      name: 'candidates text (HR)',
      method: 'GET',
      path: '/api/report/candidate/list?q=rossi',
      as: 'hr',
      sql: 'all candidates text "rossi" (HR)',
      textSearch: true,
    },
    {
      name: 'candidates text (admin)',
      method: 'GET',
      path: '/api/report/candidate/list?q=rossi',
      as: 'admin',
      sql: 'all candidates text "rossi" (admin)',
      textSearch: true,
    },
    {
      name: 'report detail (HR)',
      method: 'GET',
      path: `/api/report/detail/${s.requestNumber}`,
      as: 'hr',
      sql: 'report detail (HR)',
    },
    {
      name: 'candidate report (HR)',
      method: 'GET',
      path: `/api/report/candidate/get/${s.requestNumber}/${s.candidateId}`,
      as: 'hr',
      sql: 'candidate report (HR)',
    },
    {
      name: 'dashboard count (HR)',
      method: 'GET',
      path: '/api/report/dashboard/count',
      as: 'hr',
      sql: 'dashboard count (HR)',
    },
    {
      name: 'dashboard count (admin)',
      method: 'GET',
      path: '/api/report/dashboard/count',
      as: 'admin',
      sql: 'dashboard count (admin)',
    },
    {
      name: 'dashboard graph (HR)',
      method: 'POST',
      path: '/api/report/dashboard/graph',
      body: graphBody,
      as: 'hr',
      sql: 'dashboard graph 30 days (HR)',
    },
    {
      name: 'dashboard graph (admin)',
      method: 'POST',
      path: '/api/report/dashboard/graph',
      body: graphBody,
      as: 'admin',
      sql: 'dashboard graph 30 days (admin)',
    },
    {
      name: 'payment dashboard (admin)',
      method: 'GET',
      path: '/api/payment/bill/dashboard',
      as: 'admin',
      sql: 'payment dashboard (admin)',
    },
    {
      name: 'bill list (HR)',
      method: 'GET',
      path: '/api/payment/bill/get/list',
      as: 'hr',
      sql: 'bills p1 (HR)',
    },
    {
      name: 'bill list (admin)',
      method: 'GET',
      path: '/api/payment/bill/get/list',
      as: 'admin',
      sql: 'bills p1 (admin)',
    },
  ];
}

async function signIn(base: string, email: string) {
  const res = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (res.status !== 200 || !cookie)
    throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return { cookie, token: cookie.split('=')[1]! };
}

type Measure = { p50: number; p95: number; p99: number; rps: number; errors: number; total: number };

/** autocannon at N connections for D seconds; percentiles from every response time. */
async function measure(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<Measure> {
  const times: number[] = [];
  let errors = 0;
  const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...opts });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 400) errors++;
    times.push(ms);
  });
  const result = await instance;
  times.sort((x, y) => x - y);
  const pct = (p: number) =>
    times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? Number.NaN;
  return {
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    rps: result.requests.average,
    total: result.requests.total,
    errors: errors + result.errors + result.timeouts,
  };
}

async function runLoad(url: string) {
  const rec = recorder(url);
  const subjects = await findSubjects(rec.pool);
  const app = await spawnTarget('app', url);
  const base = `http://127.0.0.1:${app.port}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hrwe-bench-'));
  const started: Target[] = [app];
  try {
    const hr = await signIn(base, subjects.hr.email);
    const admin = await signIn(base, subjects.admin.email);
    const who = { hr, admin };
    const cases = explainCases(subjects) as Record<
      string,
      ((d: unknown) => Promise<unknown>) & { prepare?: (d: unknown) => Promise<unknown> }
    >;
    const deep = (await cases['history p500 (admin)']!.prepare!(rec.deps)) as { page: number; after: string };
    const calls = callsOf(subjects, deep);
    // One answer of each call: it must succeed, and its body is what the constant-JSON ceiling answers.
    const bodies: Record<string, unknown> = {};
    const live: Call[] = [];
    for (const c of calls) {
      const res = await fetch(base + c.path, {
        method: c.method,
        headers: { cookie: who[c.as].cookie, ...(c.body ? { 'content-type': 'application/json' } : {}) },
        body: c.body ? JSON.stringify(c.body) : undefined,
      });
      const text = await res.text();
      if (res.status !== 200) {
        console.log(
          `skipped ${c.name}: ${c.method} ${c.path.split('?')[0]} answers ${res.status} (not on the server yet?)`,
        );
        continue;
      }
      bodies[c.name] = JSON.parse(text);
      live.push(c);
    }
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
    const head = [
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
      'p95 ≤50',
      'x sql ≥0.8',
      'req/s target',
    ];
    const widths = [26, 6, 6, 6, 7, 10, 6, 7, 9, 6, 8, 8, 10, 12];
    const line = (cells: string[]) =>
      console.log(cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' '));
    line(head);
    const rows: string[][] = [];
    const commits = async () => {
      // The statistics of other backends reach pg_stat_database within a second.
      await new Promise((r) => setTimeout(r, 1_100));
      const { rows } = await rec.pool.query(
        'select xact_commit::float8 as n from pg_stat_database where datname = current_database()',
      );
      return rows[0].n as number;
    };
    for (const c of live) {
      const before = await commits();
      const m = await measure(base + c.path, {
        method: c.method,
        headers: { cookie: who[c.as].cookie, ...(c.body ? { 'content-type': 'application/json' } : {}) },
        body: c.body ? JSON.stringify(c.body) : undefined,
      });
      const perRequest = ((await commits()) - before - 1) / m.total;
      const top = await measure(`http://127.0.0.1:${ceiling.port}/c/${encodeURIComponent(c.name)}`, {});
      const sql = await measure(`http://127.0.0.1:${raw.port}/sql/${encodeURIComponent(c.name)}`, {});
      const limit = 50;
      // The throughput target holds where the database alone could serve half the ceiling.
      const dbBound = sql.rps < top.rps / 2;
      const row = [
        c.name,
        m.p50.toFixed(1),
        m.p95.toFixed(1),
        m.p99.toFixed(1),
        m.rps.toFixed(0),
        top.rps.toFixed(0),
        (m.rps / top.rps).toFixed(2),
        sql.p95.toFixed(1),
        sql.rps.toFixed(0),
        (m.rps / sql.rps).toFixed(2),
        perRequest.toFixed(2),
        m.p95 <= limit ? 'met' : 'NOT met',
        m.rps / sql.rps >= 0.8 ? 'met' : 'NOT met',
        dbBound ? 'db-bound' : m.rps >= top.rps / 2 ? 'met' : 'NOT met',
      ];
      if (m.errors) row[0] += ` (${m.errors} errors)`;
      line(row);
      rows.push(row);
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
    const pw = [26, 10, 8, 10, 8, 8];
    const pline = (cells: string[]) =>
      console.log(cells.map((c, i) => (i === 0 ? c.padEnd(pw[i]!) : c.padStart(pw[i]!))).join(' '));
    pline(['call', '1 p95', '1 req/s', '2 p95', '2 req/s', '× req/s']);
    const processes: string[][] = [];
    for (const c of live.filter((x) => PROCESS_CALLS.includes(x.name))) {
      const req = (b: string, w: typeof who) => ({
        method: c.method,
        headers: { cookie: w[c.as].cookie, ...(c.body ? { 'content-type': 'application/json' } : {}) },
        body: c.body ? JSON.stringify(c.body) : undefined,
        url: b + c.path,
      });
      const one = await measure(base + c.path, req(base, who));
      const dual = await measure(base2 + c.path, req(base2, who2));
      const row = [
        c.name,
        one.p95.toFixed(1),
        one.rps.toFixed(0),
        dual.p95.toFixed(1),
        dual.rps.toFixed(0),
        (dual.rps / one.rps).toFixed(2),
      ];
      pline(row);
      processes.push(row);
    }
    fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
    fs.writeFileSync(
      path.join(import.meta.dirname, 'results', 'load.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          load: os.loadavg(),
          connections: CONNECTIONS,
          duration: DURATION,
          head,
          rows,
          processes,
        },
        null,
        2,
      ),
    );
    console.log(`\nLoad average at the end: ${loadAverage()} (other work on the machine shares its cores)`);
    console.log(
      '\nx ceil = req/s over the constant-JSON Fastify route of the same answer; x sql = req/s over the same SQL run straight through pg\n' +
        "(the answer's queries only: no session lookup, no audit); xact/req = database transactions committed per request\n" +
        '(pg_stat_database, each statement outside a transaction is one);\n' +
        'req/s target: at least half the ceiling, unless the raw SQL alone is below half of it (db-bound).',
    );
  } finally {
    for (const t of started.reverse()) await t.stop();
    await rec.pool.end();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
