/**
 * EXPLAIN of every list, filter, sort, text search, dashboard counter and export query, captured from the server's
 * own repository functions (a Drizzle logger and a recording pool), run against the seeded database.
 * Prints each query's execution time and any sequential scan over a large table.
 * `npm run bench -- explain` runs it alone; `npm run bench` runs it first.
 */
import { isoMonth, type ListQuery } from '@hrwe/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../apps/server/src/db/client';
import { runsUnnamed } from '../apps/server/src/db/named-statements';
import * as schema from '../apps/server/src/db/schema/index';
import type { AppDeps } from '../apps/server/src/deps';
import { buildReport } from '../apps/server/src/modules/checks/checks.service';
import { dashboardCounts, reportSeries } from '../apps/server/src/modules/dashboard/dashboard.repository';
import { listQueries as documentList } from '../apps/server/src/modules/documents/documents.repository';
import { billRowsQuery } from '../apps/server/src/modules/payments/bills.repository';
import { paymentDashboard } from '../apps/server/src/modules/payments/bills.service';
import { registerRowsQuery } from '../apps/server/src/modules/payments/consumption.repository';
import {
  candidateList,
  findRequest,
  reportList,
  requestCandidates,
} from '../apps/server/src/modules/reports/reports.lists.repository';
import { listQueries as ticketList } from '../apps/server/src/modules/tickets/tickets.repository';
import { clientList } from '../apps/server/src/modules/users/users.repository';
import { fmt } from './lib/db';
import { type BenchSubjects, findSubjects } from './lib/subjects';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
/** The chart's default: the last 30 days, every status. */
export const graph30 = () => ({
  frequency: 'DAILY' as const,
  state: 'ALL' as const,
  from: daysAgo(30),
  to: daysAgo(0),
});

export type Captured = { text: string; params: unknown[] };
/** Tables with more rows than this must never be read by a sequential scan. */
const LARGE = 10_000;

export function recorder(url: string) {
  // The application pool's setting (db/client.ts, docs/decisions/scale-no-parallel-workers.md), so the plans explained
  // are the ones the server runs.
  const pool = new pg.Pool({
    connectionString: url,
    max: 2,
    options: '-c max_parallel_workers_per_gather=0',
  });
  pool.on('error', () => {});
  let captured: Captured[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => captured.push({ text, params }) },
  }) as unknown as Db;
  const recordingPool = {
    query: (text: string, params?: unknown[]) => {
      captured.push({ text, params: params ?? [] });
      return pool.query(text, params);
    },
  } as unknown as pg.Pool;
  return {
    pool,
    deps: { db, pool: recordingPool } as unknown as AppDeps,
    take: () => {
      const out = captured;
      captured = [];
      return out;
    },
  };
}

const q = (over: Partial<ListQuery> & Record<string, unknown> = {}) => ({ page: 1, ...over }) as ListQuery;

type Case = ((d: AppDeps) => Promise<unknown>) & { prepare?: (d: AppDeps) => Promise<unknown> };
/**
 * A case that needs something read first (the cursor of the page before): `prepare` runs before the SQL is
 * captured, so only the case's own queries are explained.
 */
function prepared<T>(
  prepare: (d: AppDeps) => Promise<T>,
  run: (d: AppDeps, value: T) => Promise<unknown>,
): Case {
  let value: T | undefined;
  const ready = async (d: AppDeps) => {
    value = await prepare(d);
    return value;
  };
  return Object.assign(async (d: AppDeps) => run(d, value ?? (await ready(d))), { prepare: ready });
}
type Source = {
  rows: (l: number, o: number) => Promise<{ cursor: string }[]>;
  count: () => Promise<number | { count: number }>;
};
/**
 * Page 500 of a list, or its last full page when it has fewer (the 10,000-candidate seed's history has 18 full pages
 * of 50), and the cursor of the page before's last row: what that page's answer gives as `nextCursor`. A full page
 * at both sizes: the last page of the small seed held 2 rows, so the size ratio compared 2 rows with 50.
 */
async function deepPage(src: Source, size = 50) {
  const total = await src.count();
  const n = typeof total === 'number' ? total : total.count;
  const page = Math.max(2, Math.min(500, Math.floor(n / size)));
  const rows = await src.rows(size, (page - 2) * size);
  const after = Buffer.from(rows.at(-1)!.cursor, 'utf8').toString('base64url');
  deepPages.push(`${page} of ${Math.ceil(n / size)}`);
  return { page, after };
}
/** The page each deep case read (printed after the table). */
export const deepPages: string[] = [];

/** Every query worth checking, by name; each runs the server's own code with the scope of a real caller. */
export function explainCases(s: BenchSubjects) {
  const hr = { tenantId: s.tenantId, userId: s.hr.id, admin: false };
  const admin = { tenantId: s.tenantId, userId: s.admin.id, admin: true };
  const list = async (
    src: { rows: (l: number, o: number) => Promise<unknown>; count: () => Promise<unknown> },
    offset = 0,
    limit = 50,
  ) => {
    await src.rows(limit, offset);
    await src.count();
  };
  type D = AppDeps;
  /** The list's deep page (`deepPage`) read after the cursor of the page before's last row: the DataTable's "Successiva". */
  const afterDeepCursor = (src: (d: D, query: ListQuery) => Source) =>
    prepared(
      (d) => deepPage(src(d, q())),
      (d, { page, after }) => list(src(d, q({ page, after })), 0, 51),
    );
  const month = isoMonth(new Date());
  return {
    'history p1 (HR)': (d: D) => list(reportList(d.db, hr, q(), {})),
    'history p1 (admin)': (d: D) => list(reportList(d.db, admin, q(), {})),
    // Offset: page 500 read by `offset` (or the last full page, when there are fewer); 51 rows as pageOf reads.
    'history p500 offset (admin)': prepared(
      (d) => deepPage(reportList(d.db, admin, q(), {})),
      (d, { page }) => list(reportList(d.db, admin, q({ page }), {}), (page - 1) * 50, 51),
    ),
    // Keyset: the same page after the cursor of the page before's last row.
    'history p500 (admin)': afterDeepCursor((d, query) => reportList(d.db, admin, query, {})),
    'history deep (HR)': afterDeepCursor((d, query) => reportList(d.db, hr, query, {})),
    'history name filter (admin)': (d: D) => list(reportList(d.db, admin, q(), { name: 'magazz' })),
    'history name filter (HR)': (d: D) => list(reportList(d.db, hr, q(), { name: 'magazz' })),
    'history status filter (admin)': (d: D) => list(reportList(d.db, admin, q(), { status: 'OPEN' })),
    'history date filter (admin)': (d: D) => list(reportList(d.db, admin, q(), { date: s.reportDay })),
    'history sort name (admin)': (d: D) =>
      list(reportList(d.db, admin, q({ sort: { field: 'referencePerson', dir: 'asc' } }), {})),
    'history sort number (admin)': (d: D) =>
      list(reportList(d.db, admin, q({ sort: { field: 'requestNumber', dir: 'desc' } }), {})),
    'history sort status (admin)': (d: D) =>
      list(reportList(d.db, admin, q({ sort: { field: 'status', dir: 'asc' } }), {})),
    'history sort expiry (admin)': (d: D) =>
      list(reportList(d.db, admin, q({ sort: { field: 'validEndDate', dir: 'desc' } }), {})),
    'history sort client (admin)': (d: D) =>
      list(reportList(d.db, admin, q({ sort: { field: 'client', dir: 'asc' } }), {})),
    'history export batch 50 (admin)': (d: D) => reportList(d.db, admin, q(), {}).rows(2000, 2000 * 49),
    'report detail (HR)': async (d: D) => {
      const req = await findRequest(d.db, hr, s.requestNumber);
      await list(requestCandidates(d.db, hr, req.id, q()), 0, 20);
    },
    'all candidates p1 (HR)': (d: D) => list(candidateList(d.db, hr, q(), {})),
    'all candidates p1 (admin)': (d: D) => list(candidateList(d.db, admin, q(), {})),
    'all candidates p500 offset (admin)': prepared(
      (d) => deepPage(candidateList(d.db, admin, q(), {})),
      (d, { page }) => list(candidateList(d.db, admin, q({ page }), {}), (page - 1) * 50, 51),
    ),
    'all candidates p500 (admin)': afterDeepCursor((d, query) => candidateList(d.db, admin, query, {})),
    'all candidates deep (HR)': afterDeepCursor((d, query) => candidateList(d.db, hr, query, {})),
    'all candidates text "rossi" (admin)': (d: D) => list(candidateList(d.db, admin, q(), { q: 'rossi' })),
    'all candidates text "rossi" (HR)': (d: D) => list(candidateList(d.db, hr, q(), { q: 'rossi' })),
    'all candidates text e-mail (admin)': (d: D) =>
      list(candidateList(d.db, admin, q(), { q: s.candidateEmail })),
    'all candidates date filter (admin)': (d: D) =>
      list(candidateList(d.db, admin, q(), { date: s.reportDay })),
    'all candidates sort name (admin)': (d: D) =>
      list(candidateList(d.db, admin, q({ sort: { field: 'fullName', dir: 'asc' } }), {})),
    'all candidates sort e-mail (admin)': (d: D) =>
      list(candidateList(d.db, admin, q({ sort: { field: 'email', dir: 'asc' } }), {})),
    'all candidates sort score (admin)': (d: D) =>
      list(candidateList(d.db, admin, q({ sort: { field: 'degradationScore', dir: 'desc' } }), {})),
    'all candidates export batch 50 (admin)': (d: D) =>
      candidateList(d.db, admin, q(), {}).rows(2000, 2000 * 49),
    'candidate report (HR)': (d: D) => buildReport(d, hr, s.requestNumber, s.candidateId),
    'dashboard count (HR)': (d: D) => dashboardCounts(d.db, hr),
    'dashboard count (admin)': (d: D) => dashboardCounts(d.db, admin),
    'dashboard graph 30 days (HR)': (d: D) => reportSeries(d.db, hr, graph30()),
    'dashboard graph 30 days (admin)': (d: D) => reportSeries(d.db, admin, graph30()),
    'dashboard graph 2 years (HR)': (d: D) =>
      reportSeries(d.db, hr, { ...graph30(), frequency: 'MONTHLY', from: daysAgo(730) }),
    'dashboard graph 2 years (admin)': (d: D) =>
      reportSeries(d.db, admin, { ...graph30(), frequency: 'MONTHLY', from: daysAgo(730) }),
    'payment dashboard (HR)': (d: D) => paymentDashboard(d.db, hr, new Date()),
    'payment dashboard (admin)': (d: D) => paymentDashboard(d.db, admin, new Date()),
    'bills p1 (HR)': (d: D) => list(billRowsQuery(d.db, hr, q()), 0, 20),
    'bills p1 (admin)': (d: D) => list(billRowsQuery(d.db, admin, q()), 0, 20),
    'bills p100 (admin)': (d: D) => list(billRowsQuery(d.db, admin, q()), 99 * 20, 20),
    'consumption all (admin)': (d: D) =>
      list(registerRowsQuery(d.db, admin, { mode: 'all', month }, q()), 0, 20),
    'consumption month (admin)': (d: D) =>
      list(registerRowsQuery(d.db, admin, { mode: 'month', month }, q()), 0, 20),
    'consumption unpaid (admin)': (d: D) =>
      list(registerRowsQuery(d.db, admin, { mode: 'unpaid', month }, q()), 0, 20),
    'consumption all (HR)': (d: D) => list(registerRowsQuery(d.db, hr, { mode: 'all', month }, q()), 0, 20),
    'documents (admin)': (d: D) => list(documentList(d.db, admin, q() as never), 0, 20),
    'tickets (admin)': (d: D) => list(ticketList(d.db, admin, q() as never), 0, 20),
    'users text filter (admin)': (d: D) =>
      list(clientList(d.db, s.tenantId, q({ q: 'rossi' }) as never), 0, 20),
  } satisfies Record<string, Case>;
}

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};

/** The statements one run of a case sends (text and values), for `rowsRead` and `planChoices`. */
export async function statementsOf(rec: ReturnType<typeof recorder>, run: Case): Promise<Captured[]> {
  rec.take();
  await run(rec.deps);
  return rec.take();
}

/**
 * The rows of `table` the statements of a case read (EXPLAIN ANALYZE of each): every scan of it, the rows it returned
 * and the rows it read and dropped (filter, recheck), over all its loops. What a call's work is made of at any size:
 * the sizes step prints the candidates read beside the CPU. Only the table that grows: the plans explained are custom
 * plans, which may scan a small table whole where the server's named statement probes it.
 */
export async function rowsRead(pool: pg.Pool, statements: Captured[], table: string): Promise<number> {
  let rows = 0;
  for (const query of statements) {
    const res = await pool.query(`explain (analyze, format json) ${query.text}`, query.params as unknown[]);
    for (const n of walk(res.rows[0]['QUERY PLAN'][0].Plan as PlanNode)) {
      if (n['Relation Name'] !== table) continue;
      const read =
        (n['Actual Rows'] ?? 0) +
        (n['Rows Removed by Filter'] ?? 0) +
        (n['Rows Removed by Index Recheck'] ?? 0);
      rows += read * (n['Actual Loops'] ?? 1);
    }
  }
  return Math.round(rows);
}
/**
 * How PostgreSQL plans the statements when they run as named statements, as the server runs its frequent ones
 * (db/named-statements.ts, platform/listing.ts): each prepared on one connection and run with its values.
 * PostgreSQL makes a custom plan for each of the first five runs; after them (plan_cache_mode auto) it keeps a generic
 * plan or goes on planning each run anew. `anew` counts those of the next `runs` runs, summed over the statements;
 * a statement the server runs unnamed (`runsUnnamed`) is planned anew on every run.
 */
let planned = 0;
export async function planChoices(pool: pg.Pool, statements: Captured[], runs = 10) {
  const FIRST = 5;
  const client = await pool.connect();
  const plans = { anew: 0, runs: 0 };
  try {
    for (const query of statements) {
      // The server runs it unnamed: planned for every call's values, at every size.
      if (runsUnnamed(query.text)) {
        plans.anew += runs;
        plans.runs += runs;
        continue;
      }
      // A new name each time: the pg client remembers a name's text per connection, past the deallocate.
      const name = `bench_plans_${++planned}`;
      for (let n = 0; n < FIRST + runs; n++)
        await client.query({ name, text: query.text, values: query.params });
      const { rows } = await client.query<{ custom_plans: string }>(
        'select custom_plans from pg_prepared_statements where name = $1',
        [name],
      );
      plans.anew += Number(rows[0]!.custom_plans) - FIRST;
      plans.runs += runs;
      await client.query(`deallocate ${name}`);
    }
  } finally {
    client.release();
  }
  return plans;
}
export type PlanChoices = Awaited<ReturnType<typeof planChoices>>;

function walk(node: PlanNode, out: PlanNode[] = []) {
  out.push(node);
  for (const child of node.Plans ?? []) walk(child, out);
  return out;
}

export type ExplainRow = { name: string; queries: number; ms: number; seqScans: string[] };

export async function runExplain(url: string, opts: { only?: RegExp } = {}): Promise<ExplainRow[]> {
  const rec = recorder(url);
  const sizes = new Map<string, number>(
    (
      await rec.pool.query<{ relname: string; n: number }>(
        `select relname, reltuples::bigint as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
      )
    ).rows.map((r) => [r.relname, Number(r.n)]),
  );
  const subjects = await findSubjects(rec.pool);
  const out: ExplainRow[] = [];
  for (const [name, run] of Object.entries(explainCases(subjects))) {
    if (opts.only && !opts.only.test(name)) continue;
    if ('prepare' in run && run.prepare) {
      await run.prepare(rec.deps);
      rec.take();
    }
    await run(rec.deps);
    const queries = rec.take();
    let ms = 0;
    const seqScans: string[] = [];
    for (const query of queries) {
      const res = await rec.pool.query(
        `explain (analyze, format json) ${query.text}`,
        query.params as unknown[],
      );
      const plan = res.rows[0]['QUERY PLAN'][0];
      ms += plan['Execution Time'] as number;
      for (const node of walk(plan.Plan)) {
        const rel = node['Relation Name'];
        if (node['Node Type'] === 'Seq Scan' && rel && (sizes.get(rel) ?? 0) > LARGE) {
          seqScans.push(`${rel} (${fmt(sizes.get(rel)!)} rows)`);
        }
      }
      if (process.env.EXPLAIN_VERBOSE) {
        // The plan as it ran, with the pages it read (shared hit = in memory, read = from disk).
        const text = await rec.pool.query(
          `explain (analyze, buffers) ${query.text}`,
          query.params as unknown[],
        );
        console.log(`\n-- ${name}\n${query.text}\n${text.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
    }
    out.push({ name, queries: queries.length, ms, seqScans });
  }
  await rec.pool.end();
  return out;
}

export function printExplain(rows: ExplainRow[]) {
  console.log(
    '\nEXPLAIN ANALYZE of the server queries (time = sum of the execution times of the queries of one call)',
  );
  console.log(
    `${'query'.padEnd(42)} ${'sql'.padStart(3)} ${'ms'.padStart(8)}  sequential scans over large tables`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(42)} ${String(r.queries).padStart(3)} ${r.ms.toFixed(1).padStart(8)}  ${r.seqScans.join(', ') || '-'}`,
    );
  }
  if (deepPages.length)
    console.log(`\n"p500" read page ${[...new Set(deepPages)].join(', ')} (500, or the last full one)`);
  const bad = rows.filter((r) => r.seqScans.length);
  console.log(
    bad.length
      ? `\n${bad.length} queries scan a large table sequentially.`
      : '\nNo sequential scan over a large table.',
  );
}
