/**
 * Lighthouse (mobile emulation, its default) on the candidate pages that candidates open on their phones: the
 * privacy notice, the data-entry form and the success page with the candidate's rights, served by the real application on the seeded database with the built
 * web app. Three fresh links are made for the run (before consent, after it, data sent) and removed afterwards.
 * `npm run bench -- lighthouse` (after `npm run build` and `npm run bench:seed`). Targets (issue 18): performance 95,
 * accessibility 100. Each page runs LIGHTHOUSE_RUNS times (3) and the run of the median score is kept
 * (docs/decisions/bench-lighthouse-median.md); every run is printed with the load average.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import type pg from 'pg';
import { lostPoints } from './lib/lighthouse-loss';
import { verdict } from './lib/measure';
import { writeResult } from './lib/results';
import { spawnTarget } from './lib/spawn-target';
import { type BenchSubjects, findSubjects } from './lib/subjects';
import { webBuildMissing } from './web-budgets';

/** Debian's Chromium, with the flags this closed network needs (Lighthouse and the budgets' check). */
export const CHROMIUM = '/usr/bin/chromium';
export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100 } as const;
export type LighthouseRow = {
  page: string;
  performance: number;
  accessibility: number;
  error?: string;
  /** Where the performance score lost its points (lib/lighthouse-loss.ts). */
  lost?: string;
};

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A one-candidate invitation request of the benchmark's HR user; `consent` given, data `submitted`. */
export async function makeLink(pool: pg.Pool, s: BenchSubjects, consent: boolean, submitted = false) {
  const number = `2099-${String(Math.floor(Math.random() * 900_000) + 100_000)}`;
  const { rows } = await pool.query<{ id: string }>(
    `with r as (
       insert into report_requests (tenant_id, user_id, request_number, reference_person, valid_end_date, kind,
         providers, no_of_candidates)
       values ($1, $2, $3, 'Lighthouse', current_date + 30, 'INVITATION', '{"callCerved": true}', 1) returning id)
     insert into candidates (tenant_id, request_id, user_id, email, consent_given, data_submitted_at)
     select $1, r.id, $2, 'lighthouse@example.it', $4, case when $5 then now() end from r returning id`,
    [s.tenantId, s.hr.id, number, consent || null, submitted],
  );
  return { number, uuid: rows[0]!.id };
}

export async function removeLinks(pool: pg.Pool, numbers: string[]) {
  await pool.query(
    `delete from candidates where request_id in (select id from report_requests where request_number = any($1))`,
    [numbers],
  );
  await pool.query(`delete from report_requests where request_number = any($1)`, [numbers]);
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
/**
 * Runs of each page (LIGHTHOUSE_RUNS, default 3): one run's simulated TBT scales with this shared machine's CPU at
 * that moment; Lighthouse's variability guide takes the median of several runs.
 */
export const lighthouseRuns = () => Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);

/** Why Lighthouse cannot run here (no web build, no Chromium), or null. */
export const lighthouseMissing = () =>
  webBuildMissing() ?? (fs.existsSync(CHROMIUM) ? null : `no Chromium at ${CHROMIUM}`);

/** Prints the scores of the three candidate pages; returns them (none when Lighthouse cannot run). */
export async function runLighthouse(url: string, pool: pg.Pool): Promise<LighthouseRow[]> {
  const missing = lighthouseMissing();
  if (missing) {
    console.log(`\nLighthouse not run: ${missing}.`);
    return [];
  }
  const subjects = await findSubjects(pool);
  const notice = await makeLink(pool, subjects, false);
  const entry = await makeLink(pool, subjects, true);
  const success = await makeLink(pool, subjects, true, true);
  const app = await spawnTarget('app', url);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const base = `http://localhost:${app.port}`;
    const pages = [
      { name: 'candidate notice', path: `/report/${notice.number}/${notice.uuid}` },
      { name: 'candidate entry', path: `/report/${entry.number}/${entry.uuid}/entry` },
      { name: 'candidate success', path: `/report/${success.number}/${success.uuid}/success` },
    ];
    const runs = lighthouseRuns();
    console.log(
      `\nLighthouse (mobile emulation, simulated throttling) in Debian Chromium: each page ${runs} times, pages in turn, the run of the median score kept (docs/decisions/bench-lighthouse-median.md)`,
    );
    console.log(
      `${'page'.padEnd(20)} ${'performance'.padStart(11)} ${'accessibility'.padStart(13)}  FCP     LCP     TBT       load average`,
    );
    const metric = (lhr: Lhr, k: string) => lhr.audits[k]?.displayValue ?? '-';
    const score = (lhr: Lhr, k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    /** A printed row of one run, or with `verdicts` of the median run: its scores, its metrics, then `tail`. */
    const line = (name: string, lhr: Lhr, tail: string, verdicts = false) => {
      const cell = (category: keyof typeof LIGHTHOUSE_TARGETS, width: number) => {
        const s = score(lhr, category);
        return `${s}${verdicts ? ` ${verdict(s >= LIGHTHOUSE_TARGETS[category])}` : ''}`.padStart(width);
      };
      return `${name.padEnd(20)} ${cell('performance', 11)} ${cell('accessibility', 13)}  ${metric(lhr, 'first-contentful-paint')}  ${metric(lhr, 'largest-contentful-paint')}  ${metric(lhr, 'total-blocking-time')}  ${tail}`;
    };
    const results = new Map<string, Lhr[]>(pages.map((p) => [p.name, []]));
    for (let run = 1; run <= runs; run++)
      for (const p of pages) {
        const load = os.loadavg()[0]!.toFixed(2);
        const result = await lighthouse(`${base}${p.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const lhr = result!.lhr;
        // LIGHTHOUSE_SAVE=DIR keeps each run's full report (LCP breakdown, long tasks, request chains) for a closer look.
        if (process.env.LIGHTHOUSE_SAVE)
          fs.writeFileSync(
            path.join(process.env.LIGHTHOUSE_SAVE, `${p.name.replace(' ', '-')}-${run}.json`),
            result!.report as string,
          );
        results.get(p.name)!.push(lhr);
        const error = lhr.runtimeError ? `${lhr.runtimeError.code} ` : '';
        console.log(line(p.name, lhr, `${load}  run ${run}/${runs} ${error}`));
      }
    const rows: LighthouseRow[] = [];
    for (const p of pages) {
      const all = results.get(p.name)!;
      const valid = filterToValidRuns(all);
      // The run of the median performance score (the lower middle one for an even count): Lighthouse's own
      // computeMedianRun picks the run closest to the median FCP and TTI, which can be the best score. A page none of
      // whose runs loaded is reported with its last run's error.
      const byScore = [...valid].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const lhr = byScore[Math.floor((byScore.length - 1) / 2)] ?? all.at(-1)!;
      const perf = score(lhr, 'performance');
      const a11y = score(lhr, 'accessibility');
      const lost = lostPoints(lhr);
      rows.push({
        page: p.name,
        performance: perf,
        accessibility: a11y,
        error: lhr.runtimeError?.code,
        lost,
      });
      const scores = all.map((r) => score(r, 'performance')).join(', ');
      console.log(line(`${p.name} median`, lhr, `of ${valid.length} valid runs (scores ${scores})`, true));
      // An accessibility failure in any run is shown, not only in the median one.
      const failed = new Set(
        all.flatMap((r) =>
          Object.values(r.audits)
            .filter(
              (a) => r.categories.accessibility?.auditRefs.some((ref) => ref.id === a.id) && a.score === 0,
            )
            .map((a) => a.title),
        ),
      );
      for (const title of failed) console.log(`  accessibility: ${title}`);
      if (perf < 100) console.log(`  ${lost}`);
    }
    writeResult('lighthouse', { rows });
    return rows;
  } finally {
    chrome.kill();
    await app.stop();
    await removeLinks(pool, [notice.number, entry.number, success.number]);
  }
}
