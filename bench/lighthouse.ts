/**
 * Lighthouse (mobile emulation, its default) on the candidate pages that candidates open on their phones: the
 * privacy notice, the data-entry form and the success page with the candidate's rights, served by the real application on the seeded database with the built
 * web app. Three fresh links are made for the run (before consent, after it, data sent) and removed afterwards.
 * `npm run bench -- lighthouse` (after `npm run build` and `npm run bench:seed`). Targets (issue 18): performance 95,
 * accessibility 100.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type pg from 'pg';
import { spawnTarget } from './lib/spawn-target';
import { type BenchSubjects, findSubjects } from './lib/subjects';

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A one-candidate invitation request of the benchmark's HR user; `consent` given, data `submitted`. */
async function makeLink(pool: pg.Pool, s: BenchSubjects, consent: boolean, submitted = false) {
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

async function removeLinks(pool: pg.Pool, numbers: string[]) {
  await pool.query(
    `delete from candidates where request_id in (select id from report_requests where request_number = any($1))`,
    [numbers],
  );
  await pool.query(`delete from report_requests where request_number = any($1)`, [numbers]);
}

export async function runLighthouse(url: string, pool: pg.Pool) {
  const subjects = await findSubjects(pool);
  const notice = await makeLink(pool, subjects, false);
  const entry = await makeLink(pool, subjects, true);
  const success = await makeLink(pool, subjects, true, true);
  const app = await spawnTarget('app', url);
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
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
    for (const p of pages) {
      const result = await lighthouse(`${base}${p.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result!.lhr;
      if (lhr.runtimeError) console.log(`  ${p.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
      const metric = (k: string) => lhr.audits[k]?.displayValue ?? '-';
      const perf = score('performance');
      const a11y = score('accessibility');
      console.log(
        `${p.name.padEnd(20)} ${`${perf} ${perf >= 95 ? 'met' : 'NOT met'}`.padStart(11)} ${`${a11y} ${a11y >= 100 ? 'met' : 'NOT met'}`.padStart(13)}  ${metric('first-contentful-paint')}  ${metric('largest-contentful-paint')}  ${metric('total-blocking-time')}`,
      );
      const failed = Object.values(lhr.audits).filter(
        (a) => lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id) && a.score === 0,
      );
      for (const a of failed) console.log(`  accessibility: ${a.title}`);
    }
  } finally {
    chrome.kill();
    await app.stop();
    await removeLinks(pool, [notice.number, entry.number, success.number]);
  }
}
