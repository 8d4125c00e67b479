/**
 * Checks the budgets' accounting (lib/web-chunks.ts) against what Chromium really fetches: each candidate page is
 * opened cold at phone size on the seeded database, with every script the budget does not count held back
 * HOLD_MS. A first screen that waits that long waited for an uncounted script: the budget undercounts (they are
 * listed). `npm run budgets:check -w @hrwe/bench [-- --shots=DIR]` after `npm run build` and `npm run bench:seed`;
 * `--shots` saves a 390×844 screenshot of each page.
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { openBenchDatabase } from './lib/db';
import { spawnTarget } from './lib/spawn-target';
import { findSubjects } from './lib/subjects';
import { kb, PAGES, readBuild } from './lib/web-chunks';
import { CHROMIUM, CHROMIUM_FLAGS, makeLink, removeLinks } from './lighthouse';

const HOLD_MS = 2000;
const shots = process.argv.find((a) => a.startsWith('--shots='))?.slice(8);
const build = readBuild();
const db = await openBenchDatabase();
const subjects = await findSubjects(db.pool);
const links = [
  await makeLink(db.pool, subjects, false),
  await makeLink(db.pool, subjects, true),
  await makeLink(db.pool, subjects, true, true),
];
const app = await spawnTarget('app', db.url);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
let undercount = false;
try {
  const pages = [
    { name: 'notice', ready: '[data-testid=notice-pertinence]', suffix: '' },
    { name: 'entry', ready: '[data-testid=entry-form-loading], form', suffix: '/entry' },
    { name: 'success', ready: '[data-testid=candidate-success]', suffix: '/success' },
  ];
  for (const [i, p] of pages.entries()) {
    const { counted } = build.pageFiles(PAGES[i]!);
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await ctx.newPage();
    const fetched: { file: string; at: number }[] = [];
    const t0 = Date.now();
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      const file = path.basename(new URL(route.request().url()).pathname);
      if (!counted.has(file)) await new Promise((r) => setTimeout(r, HOLD_MS));
      await route.continue();
      fetched.push({ file, at: Date.now() - t0 });
    });
    await page.goto(`http://localhost:${app.port}/report/${links[i]!.number}/${links[i]!.uuid}${p.suffix}`);
    await page.locator(p.ready).first().waitFor();
    const readyAt = Date.now() - t0;
    const before = fetched.filter((f) => f.at <= readyAt).map((f) => f.file);
    const extra = before.filter((f) => !counted.has(f));
    const unused = [...counted].filter((f) => !before.includes(f));
    const waited = readyAt >= HOLD_MS;
    if (waited) undercount = true;
    console.log(
      `${PAGES[i]!.page.padEnd(46)} first screen at ${readyAt} ms with ${before.length} scripts, ` +
        `${kb(build.sizeOf(before))} KB (budget counts ${kb(build.sizeOf(counted))} KB)` +
        (waited ? `: waited for uncounted ${extra.join(', ') || '(a held script)'}` : ''),
    );
    if (unused.length) console.log(`  counted, not fetched before the first screen: ${unused.join(', ')}`);
    if (shots) {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(shots, `${p.name}.png`), fullPage: true });
    }
    await ctx.close();
  }
} finally {
  await browser.close();
  await app.stop();
  await removeLinks(
    db.pool,
    links.map((l) => l.number),
  );
  await db.stop();
}
if (undercount) process.exitCode = 1;
