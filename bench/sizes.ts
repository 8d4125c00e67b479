/**
 * The same calls at two sizes: p95 of each load call (the application only) at 10,000 candidates and on the seeded
 * database (a million after `npm run bench:seed -- full`), and their ratio; issue 18 wants it under 1.5×. The
 * 10,000-candidate database is an embedded PostgreSQL kept in bench/data-10000, seeded by seed.ts (the same
 * generator and seed) when it is missing or holds another number of candidates. `npm run bench -- sizes`.
 */
import os from 'node:os';
import path from 'node:path';
import { openCalls, requestOf } from './calls';
import { type PlanChoices, planChoices, recorder, rowsRead, statementsOf } from './explain';
import { cpuMeter, postmasterOf } from './lib/cpu';
import { fmt, openBenchDatabase } from './lib/db';
import type { ListAnswer } from './lib/limits';
import { measure, tableLine, verdict } from './lib/measure';
import { writeResult } from './lib/results';
import { emptyTables, seededRows } from './lib/seeded-tables';
import { runScript, spawnTarget } from './lib/spawn-target';

export const SMALL_CANDIDATES = 10_000;
export const SIZE_RATIO_MAX = 1.5;
const SMALL_DIR = path.resolve(import.meta.dirname, `data-${SMALL_CANDIDATES}`);

export type SizeRow = {
  name: string;
  smallP95: number;
  largeP95: number;
  ratio: number;
  met: boolean;
  /** CPU ms per request (application + its PostgreSQL) at each size: whether the work or the waiting grew. */
  smallCpu: number;
  largeCpu: number;
  /** Candidates its statements read at each size (EXPLAIN ANALYZE of its explain case, `rowsRead`), when it has one. */
  smallRows?: number;
  largeRows?: number;
  /** Custom (planned for the call) and generic (kept) plans of its statements run named at each size (planChoices). */
  smallPlans?: PlanChoices;
  largePlans?: PlanChoices;
  /** A list's answer at each size (its page's rows, its count, and whether the count stopped at the bound). */
  smallAnswer?: ListAnswer;
  largeAnswer?: ListAnswer;
  /** The machine's 1-minute load average after the two measures. */
  load: number;
};
/** What a list's answer holds (the one `openCalls` kept), or undefined for another answer. */
function listAnswer(body: unknown): ListAnswer | undefined {
  const b = body as { data?: unknown; count?: unknown; countCapped?: unknown };
  if (!Array.isArray(b?.data) || typeof b.count !== 'number') return undefined;
  return { rows: b.data.length, count: b.count, capped: b.countCapped === true };
}

export type SizesResult = { small: number; large: number; calls: SizeRow[] };

/** bench/data-10000, seeded first when it does not hold exactly 10,000 candidates or a seeded table is empty. */
async function openSmallDatabase() {
  const db = await openBenchDatabase(() => {}, SMALL_DIR);
  const rows = await seededRows(db.pool);
  const n = rows.candidates;
  const empty = emptyTables(rows);
  if (n === SMALL_CANDIDATES && !empty.length) return db;
  await db.stop();
  const held = empty.length ? `no rows in ${empty.join(', ')}` : `${fmt(n)} candidates`;
  console.log(
    `\nSeeding ${fmt(SMALL_CANDIDATES)} candidates into ${SMALL_DIR} (it held ${held}): npm run bench:seed -- ${SMALL_CANDIDATES}`,
  );
  // Embedded in bench/data-10000 even when DATABASE_URL names the seeded database.
  const { DATABASE_URL: _, ...inherited } = process.env;
  const env = { ...inherited, BENCH_DATA_DIR: SMALL_DIR };
  await runScript(path.join(import.meta.dirname, 'seed.ts'), [String(SMALL_CANDIDATES)], { env });
  return openBenchDatabase(() => {}, SMALL_DIR);
}

/**
 * The calls at 10,000 candidates and on the seeded database, each call measured on both one after the other (two
 * application processes, one per database), so both sizes see the same machine; each call is first run briefly on
 * both, so neither measure includes a cold start.
 */
export async function runSizes(large: { url: string; candidates: number }): Promise<SizesResult> {
  const db = await openSmallDatabase();
  const small = { url: db.url, rec: recorder(db.url), app: await spawnTarget('app', db.url) };
  const big = { url: large.url, rec: recorder(large.url), app: await spawnTarget('app', large.url) };
  const calls: SizeRow[] = [];
  try {
    console.log(
      `\nSizes: the load calls (application only) at ${fmt(SMALL_CANDIDATES)} and ${fmt(large.candidates)} candidates…`,
    );
    const open = async (s: typeof small) => {
      const base = `http://127.0.0.1:${s.app.port}`;
      const postmaster = await postmasterOf(s.rec.pool);
      return { base, pid: s.app.pid, postmaster, ...(await openCalls(s.rec, base)) };
    };
    /** p95 and CPU ms per request (application + PostgreSQL) of one call on one size. */
    const run = async (on: Awaited<ReturnType<typeof open>>, call: (typeof on.live)[number]) => {
      const meter = cpuMeter(on.pid, on.postmaster);
      const m = await measure(requestOf(call, on.base, on.who));
      const cpu = meter.perRequest(m.total);
      return { p95: m.p95, cpu: cpu.app + cpu.db };
    };
    const [a, b] = [await open(small), await open(big)];
    for (const c of a.live) {
      const d = b.live.find((x) => x.name === c.name);
      if (!d) continue;
      await measure(requestOf(c, a.base, a.who), 1);
      await measure(requestOf(d, b.base, b.who), 1);
      const { p95: smallP95, cpu: smallCpu } = await run(a, c);
      const { p95: largeP95, cpu: largeCpu } = await run(b, d);
      const ratio = largeP95 / smallP95;
      // One run of its explain case at each size: the statements whose rows read and plans are reported.
      const explained = c.sql
        ? {
            small: await statementsOf(small.rec, a.cases[c.sql]!),
            large: await statementsOf(big.rec, b.cases[c.sql]!),
          }
        : undefined;
      const rows = explained
        ? {
            smallRows: await rowsRead(small.rec.pool, explained.small, 'candidates'),
            largeRows: await rowsRead(big.rec.pool, explained.large, 'candidates'),
            smallPlans: await planChoices(small.rec.pool, explained.small),
            largePlans: await planChoices(big.rec.pool, explained.large),
          }
        : {};
      // "Differs by less than 1.5×" either way: a faster large database is as much a difference as a slower one.
      calls.push({
        name: c.name,
        smallP95,
        largeP95,
        ratio,
        met: Math.max(ratio, 1 / ratio) < SIZE_RATIO_MAX,
        smallCpu,
        largeCpu,
        ...rows,
        smallAnswer: listAnswer(a.bodies[c.name]),
        largeAnswer: listAnswer(b.bodies[d.name]),
        load: os.loadavg()[0]!,
      });
    }
  } finally {
    for (const s of [small, big]) {
      await s.app.stop();
      await s.rec.pool.end();
    }
    await db.stop();
  }
  const line = tableLine([26, 12, 14, 8, 8, 18, 22]);
  console.log(
    `\nSizes: p95 (ms) of each call at ${fmt(SMALL_CANDIDATES)} and ${fmt(large.candidates)} candidates`,
  );
  line([
    'call',
    `p95 @${fmt(SMALL_CANDIDATES)}`,
    `p95 @${fmt(large.candidates)}`,
    'ratio',
    `<${SIZE_RATIO_MAX}×`,
    'cpu ms/req small → large',
    'candidates read small → large',
  ]);
  for (const c of calls)
    line([
      c.name,
      c.smallP95.toFixed(1),
      c.largeP95.toFixed(1),
      c.ratio.toFixed(2),
      verdict(c.met),
      `${c.smallCpu.toFixed(2)} → ${c.largeCpu.toFixed(2)}`,
      c.smallRows === undefined ? '-' : `${fmt(c.smallRows)} → ${fmt(c.largeRows!)}`,
    ]);
  const result = { small: SMALL_CANDIDATES, large: large.candidates, calls };
  writeResult('sizes', result);
  return result;
}
