import type lighthouse from 'lighthouse';

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
const SHORT: Record<string, string> = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

/**
 * Where a performance score lost its points, read from the report: each weighted metric's value and the points it
 * cost (weight × (1 − score)), then the main thread's work by kind as the report gives it: this machine's own time
 * times the CPU slowdown Lighthouse applies to emulate a phone (its `simulate` throttling).
 */
export function lostPoints(lhr: Lhr): string {
  const refs = lhr.categories.performance?.auditRefs.filter((r) => r.weight > 0) ?? [];
  const total = refs.reduce((s, r) => s + r.weight, 0) || 1;
  const lost = refs
    .map((r) => ({
      r,
      a: lhr.audits[r.id],
      pts: (100 * r.weight * (1 - (lhr.audits[r.id]?.score ?? 0))) / total,
    }))
    .filter((x) => x.pts >= 0.5)
    .sort((x, y) => y.pts - x.pts)
    .map((x) => `${SHORT[x.r.id] ?? x.r.id} ${x.a?.displayValue ?? '?'} −${x.pts.toFixed(0)}`);
  const items = ((lhr.audits['mainthread-work-breakdown']?.details as { items?: unknown[] } | undefined)
    ?.items ?? []) as { groupLabel?: string; group?: string; duration: number }[];
  const main = items.reduce((s, i) => s + i.duration, 0);
  const top = [...items]
    .sort((x, y) => y.duration - x.duration)
    .slice(0, 3)
    .map((i) => `${(i.groupLabel ?? i.group ?? '?').toLowerCase()} ${Math.round(i.duration)}`)
    .join(', ');
  const cpu = lhr.configSettings.throttling?.cpuSlowdownMultiplier;
  const bench = lhr.environment?.benchmarkIndex;
  return `points lost: ${lost.join(', ') || 'none over 0.5'}; main thread ${Math.round(main)} ms (${top}): ${cpu}× this machine's own time, as Lighthouse emulates a phone (benchmark index ${Math.round(bench ?? 0)})`;
}
