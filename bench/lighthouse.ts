/**
 * Lighthouse (mobile emulation, its default) on the candidate pages that candidates open on their phones: the
 * privacy notice, the data-entry form and the success page with the candidate's rights, served by the real application on the seeded database with the built
 * web app. Three fresh links are made for the run (before consent, after it, data sent) and removed afterwards.
 * `npm run bench -- lighthouse` (after `npm run build` and `npm run bench:seed`). Targets (issue 18): performance 95,
 * accessibility 100.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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
    console.log('\nLighthouse (mobile emulation, simulated throttling) in Debian Chromium');
    console.log(
      `${'page'.padEnd(20)} ${'performance'.padStart(11)} ${'accessibility'.padStart(13)}  FCP     LCP     TBT`,
    );
    const rows: LighthouseRow[] = [];
    for (const p of pages) {
      const result = await lighthouse(`${base}${p.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result!.lhr;
      // LIGHTHOUSE_SAVE=DIR keeps each page's full report (LCP breakdown, request chains) for a closer look.
      if (process.env.LIGHTHOUSE_SAVE)
        fs.writeFileSync(
          path.join(process.env.LIGHTHOUSE_SAVE, `${p.name.replace(' ', '-')}.json`),
          result!.report as string,
        );
      if (lhr.runtimeError) console.log(`  ${p.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
      const metric = (k: string) => lhr.audits[k]?.displayValue ?? '-';
      const perf = score('performance');
      const a11y = score('accessibility');
      const lost = lostPoints(lhr);
      rows.push({
        page: p.name,
        performance: perf,
        accessibility: a11y,
        error: lhr.runtimeError?.code,
        lost,
      });
      console.log(
        `${p.name.padEnd(20)} ${`${perf} ${verdict(perf >= LIGHTHOUSE_TARGETS.performance)}`.padStart(11)} ${`${a11y} ${verdict(a11y >= LIGHTHOUSE_TARGETS.accessibility)}`.padStart(13)}  ${metric('first-contentful-paint')}  ${metric('largest-contentful-paint')}  ${metric('total-blocking-time')}`,
      );
      const failed = Object.values(lhr.audits).filter(
        (a) => lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id) && a.score === 0,
      );
      for (const a of failed) console.log(`  accessibility: ${a.title}`);
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
