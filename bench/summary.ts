/**
 * The one table `npm run bench` ends with: every target of issue 18 ("Flat cost at a million candidates") with its
 * figures, the target and "met" or "NOT met" (per call for the load targets), or why it was not measured; for a
 * target not met, the measured reason and the physical limit it meets (lib/limits.ts, issue 31's "Done when").
 */
import { EXPORT_TARGETS, type ExportResult } from './export';
import { fmt } from './lib/db';
import {
  CORES,
  exportMemoryReason,
  exportRateReason,
  loadNow,
  machineReason,
  overheadReason,
  p95Reason,
  processesReason,
  sizeReason,
} from './lib/limits';
import { verdict } from './lib/measure';
import { CONNECTIONS, DURATION, want } from './lib/options';
import { LIGHTHOUSE_TARGETS, type LighthouseRow } from './lighthouse';
import { type LoadResult, P95_LIMIT_MS, X_SQL_MIN } from './load';
import { SIZE_RATIO_MAX, type SizesResult } from './sizes';
import type { BudgetRow } from './web-budgets';

/** The parts of the bench whose figures the summary shows. */
export type Step = 'load' | 'sizes' | 'xlsx' | 'pdf' | 'budgets' | 'lighthouse';
export type Results = {
  candidates?: number;
  load?: LoadResult;
  sizes?: SizesResult;
  xlsx?: ExportResult;
  pdf?: ExportResult;
  budgets?: { rows: BudgetRow[]; missing: string | null };
  lighthouse?: { rows: LighthouseRow[]; missing: string | null };
  /** Steps that threw, with the first line of their error. */
  failed: Partial<Record<Step, string>>;
};

export type SummaryRow = {
  target: string;
  subject: string;
  figure: string;
  wanted: string;
  result: string;
  /** For a target not met: the measured reason and the physical limit; empty otherwise. */
  why: string;
};

/** Page 500 (by cursor) may cost at most this many times page 1 (p95). */
export const DEEP_PAGE_RATIO_MAX = 1.5;
/** Two server processes must serve at least this many times the requests per second of one. */
export const PROCESSES_RATIO_MIN = 1;

const ms = (n: number) => `${n.toFixed(1)} ms`;
const times = (n: number) => `${n.toFixed(2)}×`;

function rowsOf(r: Results): SummaryRow[] {
  const out: SummaryRow[] = [];
  const add = (
    target: string,
    subject: string,
    figure: string,
    wanted: string,
    ok: boolean,
    why: () => string,
  ) => out.push({ target, subject, figure, wanted, result: verdict(ok), why: ok ? '' : why() });
  /** A target whose step ran and gave nothing, or failed: one row saying why. */
  const notMeasured = (target: string, wanted: string, why: string) =>
    out.push({ target, subject: '-', figure: '-', wanted, result: 'not measured', why });

  const load = r.load?.calls ?? [];
  if (want('load')) {
    if (r.failed.load) notMeasured('1 p95', `≤ ${P95_LIMIT_MS} ms`, r.failed.load);
    for (const c of load) {
      const tag =
        c.kind === 'text search' ? '1+4 p95 (text search)' : c.kind ? '1+5 p95 (aggregate)' : '1 p95';
      const errors = c.errors ? ` (${c.errors} errors)` : '';
      add(
        tag,
        c.name,
        ms(c.p95) + errors,
        `≤ ${P95_LIMIT_MS} ms @${CONNECTIONS}`,
        c.p95 <= P95_LIMIT_MS && !c.errors,
        () => p95Reason(c, CONNECTIONS, P95_LIMIT_MS),
      );
    }
  }
  if (want('sizes')) {
    const wanted = `< ${SIZE_RATIO_MAX}×`;
    if (r.failed.sizes) notMeasured('1 size ratio', wanted, r.failed.sizes);
    for (const c of r.sizes?.calls ?? [])
      add(
        `1 p95 ${fmt(r.sizes!.small)} → ${fmt(r.sizes!.large)}`,
        c.name,
        `${c.smallP95.toFixed(1)} → ${ms(c.largeP95)} = ${times(c.ratio)}`,
        wanted,
        c.met,
        () => sizeReason(c, SIZE_RATIO_MAX),
      );
  }
  if (want('load')) {
    for (const c of load)
      add(
        '2 overhead',
        c.name,
        `${times(c.xSql)} sql, ${c.xactPerRequest.toFixed(2)} xact/req, cpu ${c.cpu.app.toFixed(2)}+${c.cpu.db.toFixed(2)} ms (raw ${c.cpu.raw.toFixed(2)}+${c.cpu.rawDb.toFixed(2)})`,
        `≥ ${X_SQL_MIN}× sql`,
        c.xSql >= X_SQL_MIN,
        () => overheadReason(c),
      );
    const p1 = load.find((c) => c.name === 'history p1 (admin)');
    const p500 = load.find((c) => c.name === 'history p500 (admin)');
    if (p1 && p500)
      add(
        '3 deep pages',
        'history p500 / p1 (admin)',
        `${p500.p95.toFixed(1)} / ${ms(p1.p95)} = ${times(p500.p95 / p1.p95)}`,
        `< ${DEEP_PAGE_RATIO_MAX}× (p95)`,
        p500.p95 / p1.p95 < DEEP_PAGE_RATIO_MAX,
        () =>
          `CPU/req p500 ${(p500.cpu.app + p500.cpu.db).toFixed(2)} vs p1 ${(p1.cpu.app + p1.cpu.db).toFixed(2)} ms; ${machineReason()}`,
      );
  }
  if (want('export'))
    for (const format of ['xlsx', 'pdf'] as const) {
      const rate = EXPORT_TARGETS[format].rps;
      const failed = r.failed[format];
      if (failed) notMeasured(`6 export ${format}`, `≥ ${fmt(rate)} rows/s`, failed);
      const e = r[format];
      if (!e) continue;
      const subject = `${format} of ${fmt(e.rows)} rows`;
      add(
        '6 export rate',
        subject,
        `${fmt(Math.round(e.rps))} rows/s`,
        `≥ ${fmt(rate)} rows/s`,
        e.rps >= rate,
        () => exportRateReason(e),
      );
      add(
        '6 export memory',
        subject,
        `rss +${e.rssGrowthMb.toFixed(0)} MB`,
        `< ${EXPORT_TARGETS.growthMb} MB`,
        e.rssGrowthMb < EXPORT_TARGETS.growthMb,
        () => exportMemoryReason(e),
      );
    }
  if (want('budgets')) {
    const why = r.failed.budgets ?? r.budgets?.missing;
    if (why) notMeasured('7 web budget', 'candidate pages ≤ 120 KB', why);
    for (const b of r.budgets?.rows ?? [])
      add(
        '7 web budget',
        b.page,
        b.missing.length ? `chunk not found: ${b.missing.join(', ')}` : `${b.kb.toFixed(1)} KB gzip JS`,
        `≤ ${b.budgetKb} KB`,
        !b.missing.length && b.kb <= b.budgetKb,
        () => (b.missing.length ? 'the build lacks the chunk' : `${(b.kb - b.budgetKb).toFixed(1)} KB over`),
      );
  }
  if (want('lighthouse')) {
    const why = r.failed.lighthouse ?? r.lighthouse?.missing;
    const wanted = `performance ≥ ${LIGHTHOUSE_TARGETS.performance}, accessibility ${LIGHTHOUSE_TARGETS.accessibility}`;
    if (why) notMeasured('7 Lighthouse mobile', wanted, why);
    for (const l of r.lighthouse?.rows ?? []) {
      const error = l.error ? ` (${l.error})` : '';
      add(
        '7 Lighthouse perf.',
        l.page,
        `${l.performance}${error}`,
        `≥ ${LIGHTHOUSE_TARGETS.performance}`,
        l.performance >= LIGHTHOUSE_TARGETS.performance,
        () => l.error ?? `${l.lost ?? 'see the Lighthouse report'}; ${machineReason()}`,
      );
      add(
        '7 Lighthouse a11y',
        l.page,
        `${l.accessibility}${error}`,
        `${LIGHTHOUSE_TARGETS.accessibility}`,
        l.accessibility >= LIGHTHOUSE_TARGETS.accessibility,
        () => l.error ?? 'see the Lighthouse report of the page',
      );
    }
  }
  if (want('load'))
    for (const p of r.load?.processes ?? []) {
      const ratio = p.two.rps / p.one.rps;
      add(
        '8 two processes',
        p.name,
        `${fmt(Math.round(p.one.rps))} → ${fmt(Math.round(p.two.rps))} req/s = ${times(ratio)} (p95 ${p.one.p95.toFixed(1)} → ${ms(p.two.p95)})`,
        `≥ ${PROCESSES_RATIO_MIN}× req/s`,
        ratio >= PROCESSES_RATIO_MIN,
        () => processesReason(p),
      );
    }
  return out;
}

/** Prints the summary table of what ran (nothing when only `explain` did); returns its rows. */
export function printSummary(r: Results): SummaryRow[] {
  const rows = rowsOf(r);
  if (!rows.length) return rows;
  const head: SummaryRow = {
    target: 'target',
    subject: 'call / subject',
    figure: 'figure',
    wanted: 'wanted',
    result: 'result',
    why: 'why not met (measured) and the physical limit',
  };
  const keys = Object.keys(head) as (keyof SummaryRow)[];
  const widths = keys.map((k) => Math.max(...[head, ...rows].map((x) => x[k].length)));
  const line = (x: SummaryRow) =>
    console.log(
      keys
        .map((k, i) => x[k].padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
  const met = rows.filter((x) => x.result === 'met').length;
  const notMet = rows.filter((x) => x.result === 'NOT met').length;
  console.log(
    `\nSummary: issue 18 targets at ${r.candidates === undefined ? '?' : fmt(r.candidates)} candidates (load: ${CONNECTIONS} connections, ${DURATION} s per measure; ${CORES} cores, load average ${loadNow().toFixed(2)} now)`,
  );
  line(head);
  for (const x of rows) line(x);
  console.log(`${met} met, ${notMet} NOT met, ${rows.length - met - notMet} not measured.`);
  return rows;
}
