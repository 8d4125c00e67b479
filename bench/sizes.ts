/**
 * The same calls at two sizes: p95 of each load call (the application only) at 10,000 candidates and on the seeded
 * database (a million after `npm run bench:seed -- full`), and their ratio; issue 18 wants it under 1.5×. The
 * 10,000-candidate database is an embedded PostgreSQL kept in bench/data-10000, seeded by seed.ts (the same
 * generator and seed) when it is missing or holds another number of candidates. `npm run bench -- sizes`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { openCalls, requestOf } from './calls';
import { recorder } from './explain';
import { candidateCount, fmt, openBenchDatabase } from './lib/db';
import { measure, tableLine, verdict } from './lib/measure';
import { writeResult } from './lib/results';
import { spawnTarget } from './lib/spawn-target';

export const SMALL_CANDIDATES = 10_000;
export const SIZE_RATIO_MAX = 1.5;
const SMALL_DIR = path.resolve(import.meta.dirname, `data-${SMALL_CANDIDATES}`);

export type SizeRow = { name: string; smallP95: number; largeP95: number; ratio: number; met: boolean };
export type SizesResult = { small: number; large: number; calls: SizeRow[] };

/** bench/data-10000, seeded first when it does not hold exactly 10,000 candidates. */
async function openSmallDatabase() {
  const db = await openBenchDatabase(() => {}, SMALL_DIR);
  const n = await candidateCount(db.pool);
  if (n === SMALL_CANDIDATES) return db;
  await db.stop();
  console.log(
    `\nSeeding ${fmt(SMALL_CANDIDATES)} candidates into ${SMALL_DIR} (it held ${fmt(n)}): npm run bench:seed -- ${SMALL_CANDIDATES}`,
  );
  // Embedded in bench/data-10000 even when DATABASE_URL names the seeded database.
  const { DATABASE_URL: _, ...inherited } = process.env;
  const env = { ...inherited, BENCH_DATA_DIR: SMALL_DIR };
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'seed.ts'), String(SMALL_CANDIDATES)],
      { stdio: 'inherit', env },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the seed exited with ${code}`)),
    );
  });
  return openBenchDatabase(() => {}, SMALL_DIR);
}

/** p95 (ms) of each load call on the application serving `url`. */
export async function p95OfCalls(url: string): Promise<Record<string, number>> {
  const rec = recorder(url);
  const app = await spawnTarget('app', url);
  try {
    const base = `http://127.0.0.1:${app.port}`;
    const { who, live } = await openCalls(rec, base);
    const out: Record<string, number> = {};
    for (const c of live) out[c.name] = (await measure(requestOf(c, base, who))).p95;
    return out;
  } finally {
    await app.stop();
    await rec.pool.end();
  }
}

/**
 * Measures the calls at 10,000 candidates and compares them with the seeded database's p95 (`largeP95`, from the
 * load step of the same run; measured here when not given).
 */
export async function runSizes(
  large: { url: string; candidates: number },
  largeP95?: Record<string, number>,
): Promise<SizesResult> {
  const db = await openSmallDatabase();
  let small: Record<string, number>;
  try {
    console.log(`\nSizes: the load calls (application only) at ${fmt(SMALL_CANDIDATES)} candidates…`);
    small = await p95OfCalls(db.url);
  } finally {
    await db.stop();
  }
  if (!largeP95) {
    console.log(`… and at ${fmt(large.candidates)}`);
    largeP95 = await p95OfCalls(large.url);
  }
  const calls: SizeRow[] = Object.entries(small)
    .filter(([name]) => largeP95[name] !== undefined)
    .map(([name, smallP95]) => {
      const largeP = largeP95[name]!;
      const ratio = largeP / smallP95;
      // "Differs by less than 1.5×" either way: a faster large database is as much a difference as a slower one.
      return { name, smallP95, largeP95: largeP, ratio, met: Math.max(ratio, 1 / ratio) < SIZE_RATIO_MAX };
    });
  const line = tableLine([26, 12, 14, 8, 8]);
  console.log(
    `\nSizes: p95 (ms) of each call at ${fmt(SMALL_CANDIDATES)} and ${fmt(large.candidates)} candidates`,
  );
  line([
    'call',
    `p95 @${fmt(SMALL_CANDIDATES)}`,
    `p95 @${fmt(large.candidates)}`,
    'ratio',
    `<${SIZE_RATIO_MAX}×`,
  ]);
  for (const c of calls)
    line([c.name, c.smallP95.toFixed(1), c.largeP95.toFixed(1), c.ratio.toFixed(2), verdict(c.met)]);
  const result = { small: SMALL_CANDIDATES, large: large.candidates, calls };
  writeResult('sizes', result);
  return result;
}
