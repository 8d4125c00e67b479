import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createMetrics } from './platform/metrics/metrics';

/** The alert rules, the dashboard and the operations guide are read as shipped and held to the metrics served. */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
type Rule = {
  alert: string;
  expr: string;
  labels?: { severity?: string };
  annotations?: { summary?: string };
};
const rules = (parse(read('deploy/prometheus/alerts.yml')) as { groups: { rules: Rule[] }[] }).groups.flatMap(
  (g) => g.rules,
);
const dashboard = JSON.parse(read('deploy/grafana/hrwe-dashboard.json')) as {
  panels: { title: string; targets: { expr: string }[] }[];
};
const queries = [
  ...rules.map((r) => ({ where: `alert ${r.alert}`, expr: r.expr })),
  ...dashboard.panels.flatMap((p) => p.targets.map((t) => ({ where: `panel "${p.title}"`, expr: t.expr }))),
];

/** A histogram is read as its _bucket, _count and _sum series. */
function servedMetric(series: string) {
  const registry = createMetrics().registry;
  return (
    registry.getSingleMetric(series) ??
    registry.getSingleMetric(series.replace(/_(bucket|count|sum)$/, '')) ??
    null
  );
}

describe('the monitoring shipped in deploy/', () => {
  it('reads only metrics the servers serve, with their own label names', () => {
    const problems: string[] = [];
    for (const { where, expr } of queries) {
      for (const m of expr.matchAll(/\b(hrwe_[a-z0-9_]+)(?:\{([^}]*)\})?/g)) {
        const metric = servedMetric(m[1]!);
        if (!metric) {
          problems.push(`${where}: no metric ${m[1]}`);
          continue;
        }
        const labels = (metric as unknown as { labelNames: string[] }).labelNames;
        for (const matcher of (m[2] ?? '').matchAll(/([a-z_]+)\s*(?:=~|!~|!=|=)/g))
          if (!labels.includes(matcher[1]!)) problems.push(`${where}: ${m[1]} has no label ${matcher[1]}`);
      }
    }
    expect(problems).toEqual([]);
    expect(queries.length).toBeGreaterThan(20);
  });

  it('has the alerts the operators asked for, each with a severity and a summary', () => {
    const exprs = rules.map((r) => r.expr).join('\n');
    for (const watched of [
      'hrwe_job_queue_oldest_age_seconds', // queue age
      'hrwe_http_request_duration_seconds_count{status_code=~"5.."}', // error rate
      'hrwe_provider_call_duration_seconds_count{outcome="failed"}', // provider failures
      'hrwe_mails_total{outcome="failed"}', // mail failures
      'hrwe_database_up', // database down
    ])
      expect(exprs).toContain(watched);
    for (const r of rules) {
      expect(['critical', 'warning', 'info']).toContain(r.labels?.severity);
      expect(r.annotations?.summary).toBeTruthy();
    }
  });

  it('docs/operations.md says what each alert means and what to do', () => {
    const guide = read('docs/operations.md');
    for (const r of rules) {
      const section = guide.split(/^### /m).find((s) => s.startsWith(`${r.alert}\n`));
      expect(section, `a "### ${r.alert}" section`).toBeDefined();
      expect(section).toMatch(/What to do/);
    }
  });
});
