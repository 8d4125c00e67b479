/**
 * Why a target was not met, from the figures the bench measured, and the physical limit it meets: issue 31's "Done
 * when" wants, for every target not met, the measured reason beside the verdict. The core of it is Little's law on a
 * closed loop: with N connections always waiting and each request costing c ms of CPU (application + PostgreSQL)
 * on k cores, the machine completes at most k / c requests per ms, so the mean latency is at least N × c / k.
 */
import os from 'node:os';

/** The cores the machine has (the bench's processes, PostgreSQL, autocannon and anyone else share them). */
export const CORES = os.availableParallelism();

const f = (n: number, digits = 1) => n.toFixed(digits);
/** The 1-minute load average, for a reason measured now. */
export const loadNow = () => os.loadavg()[0]!;
const loadOn = (load: number) => `load average ${f(load, 2)} on ${CORES} cores`;

/** The lowest mean latency (ms) N connections can see when each request costs `cpuMs` of CPU on CORES cores. */
export const cpuFloorMs = (cpuMs: number, connections: number) => (cpuMs * connections) / CORES;
/** The CPU ms per request that still fits a latency of `targetMs` at N connections. */
export const cpuBudgetMs = (targetMs: number, connections: number) => (targetMs * CORES) / connections;

/**
 * A p95 above its target: CPU-bound (the application and PostgreSQL alone are over the target), or the cores were
 * full with the rest of the machine's work per request (the load generator runs on the same cores), or waiting.
 */
export function p95Reason(
  c: {
    cpu: { app: number; db: number; generator: number; machine: number };
    load: number;
    errors: number;
  },
  connections: number,
  targetMs: number,
) {
  const cpu = c.cpu.app + c.cpu.db;
  const floor = cpuFloorMs(cpu, connections);
  const spent = `CPU ${f(c.cpu.app, 2)} app + ${f(c.cpu.db, 2)} PostgreSQL ms/req × ${connections} conn / ${CORES} cores = ${f(floor)} ms mean-latency floor`;
  const errors = c.errors ? `${c.errors} errors; ` : '';
  if (floor >= targetMs)
    return `${errors}CPU-bound: ${spent} ≥ ${targetMs} ms; fits only at ≤ ${f(cpuBudgetMs(targetMs, connections), 2)} ms/req`;
  const { generator, machine } = c.cpu;
  const other = Math.max(0, machine - cpu - generator);
  const all = cpu + generator + other;
  const whole = `with the load generator's ${f(generator, 2)} and other work's ${f(other, 2)} ms/req the cores spent ${f(all, 2)} ms/req = ${f(cpuFloorMs(all, connections))} ms floor`;
  if (cpuFloorMs(all, connections) >= targetMs)
    return `${errors}${spent} < ${targetMs} ms, but ${whole} ≥ ${targetMs} ms: the cores were full, ${f((100 * (all - cpu)) / all, 0)} % of them on the load generator and other work (${loadOn(c.load)})`;
  return `${errors}${spent} < ${targetMs} ms; ${whole} < ${targetMs} ms: the p95 is the queue's tail over that mean (${loadOn(c.load)})`;
}

/** A list's answer: its page's rows, its count, and whether the count stopped at the bound (countCapped). */
export type ListAnswer = { rows: number; count: number; capped: boolean };

/** A size ratio out of bounds: the work per request grew with the data, or only the waiting did. */
export function sizeReason(
  c: {
    smallCpu: number;
    largeCpu: number;
    smallRows?: number;
    largeRows?: number;
    smallPlans?: { anew: number; runs: number };
    largePlans?: { anew: number; runs: number };
    smallAnswer?: ListAnswer;
    largeAnswer?: ListAnswer;
    load: number;
  },
  ratioMax: number,
) {
  const cpuRatio = c.largeCpu / c.smallCpu;
  const cpu = `CPU ${f(c.smallCpu, 2)} → ${f(c.largeCpu, 2)} ms/req (${f(cpuRatio, 2)}×)`;
  // The candidates its statements read at each size (a text search: the matches it checks, sorts or counts).
  const rows =
    c.smallRows !== undefined && c.largeRows !== undefined && c.smallRows > 0
      ? `; its statements read ${c.smallRows.toLocaleString('en-US')} → ${c.largeRows.toLocaleString('en-US')} candidate rows (${f(c.largeRows / c.smallRows, 1)}×, EXPLAIN ANALYZE of its queries)`
      : '';
  // PostgreSQL planning the same statements anew on each call at one size and keeping their plan at the other.
  const { smallPlans: sp, largePlans: lp } = c;
  const plans =
    sp && lp && sp.anew !== lp.anew
      ? `; PostgreSQL planned its statements anew in ${sp.anew} → ${lp.anew} of ${lp.runs} runs (custom plans after the first five; the other runs kept a generic plan)`
      : '';
  // A list whose answer grew: more rows on its page, or a count of more matches (the count reads each one it counts).
  const { smallAnswer: sa, largeAnswer: la } = c;
  const counted = (a: ListAnswer) => `${a.count.toLocaleString('en-US')}${a.capped ? '+' : ''}`;
  const answer =
    sa && la && (sa.rows !== la.rows || sa.count !== la.count)
      ? `; its answer holds ${sa.rows} → ${la.rows} rows and counts ${counted(sa)} → ${counted(la)} matches: counting n matches reads n rows (the count stops at its bound, countCapped)`
      : '';
  if (Math.max(cpuRatio, 1 / cpuRatio) >= ratioMax)
    return `the work ${cpuRatio >= 1 ? 'grows' : 'shrinks'} with the data: ${cpu}${rows}${answer}${plans}`;
  return `${cpu}${answer}${plans}; within ${ratioMax}×: the p95 difference is waiting, not work (${loadOn(c.load)})`;
}

/** The application's answers per second below its target share of the raw SQL's: its own CPU per request. */
export function overheadReason(c: {
  cpu: { app: number; db: number; raw: number; rawDb: number };
  xactPerRequest: number;
}) {
  const app = c.cpu.app + c.cpu.db;
  const raw = c.cpu.raw + c.cpu.rawDb;
  return `CPU/req app ${f(c.cpu.app, 2)}+${f(c.cpu.db, 2)} vs raw SQL ${f(c.cpu.raw, 2)}+${f(c.cpu.rawDb, 2)} ms: at most ${f(raw / app, 2)}× sql when CPU-bound (${f(c.xactPerRequest, 2)} xact/req)`;
}

/**
 * One side of the two-process table: its measure's p95 and rate, and the CPU ms a request of the whole machine, of the
 * load generator, of the server's processes (`app`) and of PostgreSQL (`db`).
 */
export type ProcessSide = {
  p95: number;
  rps: number;
  machine: number;
  generator: number;
  app: number;
  db: number;
};
const busy = (s: ProcessSide) => (s.rps * s.machine) / (1000 * CORES);
const pct = (x: number) => `${f(100 * x, 0)} %`;

/**
 * Two processes not faster than one: a second process can only use the core time one left idle. The machine's busy
 * share during each measure (/proc/stat) says whether there was any.
 */
export function processesReason(p: { one: ProcessSide; two: ProcessSide }) {
  const now = loadOn(loadNow());
  const line = `the cores were ${pct(busy(p.one))} busy with one process (the load generator ${pct(p.one.generator / p.one.machine)} of it), ${pct(busy(p.two))} with two`;
  if (busy(p.one) >= 0.9)
    return `CPU-bound: ${line}: one process, its PostgreSQL and the load generator left no idle core for a second process (${now})`;
  const cost = `the machine's CPU a request ${f(p.one.machine, 2)} → ${f(p.two.machine, 2)} ms (${p.two.machine >= p.one.machine ? '+' : ''}${f((100 * p.two.machine) / p.one.machine - 100, 0)} %)`;
  const split = `, of which the servers ${f(p.one.app, 2)} → ${f(p.two.app, 2)} and PostgreSQL ${f(p.one.db, 2)} → ${f(p.two.db, 2)}`;
  if (p.two.machine > p.one.machine)
    return `${line}: one process left ${pct(1 - busy(p.one))} of the cores idle, two used it but ${cost}${split}: two servers, their PostgreSQL backends and the load generator on ${CORES} cores cost more a request than the idle share gives back (${now})`;
  return `${line}: one process left ${pct(1 - busy(p.one))} of the cores idle and two did not fill it (${cost}): waiting, not CPU (${now})`;
}

/** The export: a stream is one process on one core at most; its CPU per row bounds the rate a quiet core gives. */
export const exportRateReason = (e: { rows: number; seconds: number; cpuUsPerRow?: number }) =>
  `${f((e.seconds * 1e6) / e.rows, 1)} µs per row in one process (one core at most)${e.cpuUsPerRow ? `, of which CPU ${f(e.cpuUsPerRow, 1)} µs (at most ${f(1e6 / e.cpuUsPerRow, 0)} rows/s on a free core)` : ''}; ${loadOn(loadNow())}`;

export const exportMemoryReason = (e: { heapGrowthMb: number }) =>
  `of which JS heap +${f(e.heapGrowthMb, 0)} MB (the rest: buffers and native memory)`;

/** Anything measured in wall time on a shared machine. */
export const machineReason = () => loadOn(loadNow());
