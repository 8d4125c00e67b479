/**
 * Web budgets: gzipped JavaScript each route loads, read from the build (apps/web/dist, `npm run build` first).
 * The HTML's scripts (the route hints and the entry) plus the static import graph of each route's lazy chunks and
 * of the translation catalogues it fetches (chunks `locale-<lang>-<namespace>`, Italian, the default language): the
 * files the browser fetches before the page can render (pages in lib/web-chunks.ts). Chunks a page fetches after its
 * first screen (the dashboard chart, the candidate's form under the entry page's title, the consent choice with its
 * validation under the notice, the candidate's rights under the success message; their contest form, dialog and
 * error texts only on a click) are listed apart. Targets: candidate pages ≤ 120 KB, the signed-in first screen
 * ≤ 300 KB. `npm run bench -- budgets` (also in `npm run bench`), `npm run budgets -w @hrwe/bench` or
 * `npx tsx bench/web-budgets.ts`; `npm run budgets:check -w @hrwe/bench` checks in Chromium that nothing else is
 * waited for.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeResult } from './lib/results';
import { DIST, kb, PAGES, readBuild } from './lib/web-chunks';

/** Why the web figures cannot be measured (no build), or null. */
export const webBuildMissing = () =>
  fs.existsSync(path.join(DIST, 'index.html'))
    ? null
    : 'no build in apps/web/dist: run `npm run build` first';

export type BudgetRow = {
  page: string;
  kb: number;
  files: number;
  budgetKb: number;
  laterKb?: number;
  missing: string[];
};

/** Prints the gzipped JavaScript of each page against its budget; returns the rows (none without a build). */
export function runWebBudgets(): BudgetRow[] {
  const missingBuild = webBuildMissing();
  if (missingBuild) {
    console.log(`\nWeb budgets not measured: ${missingBuild}.`);
    return [];
  }
  const { entry, files, base, gzSize, sizeOf, pageFiles } = readBuild();
  console.log(
    `\nWeb budgets (gzip of apps/web/dist, ${files.length} JS chunks, ${kb(sizeOf(files))} KB in all)`,
  );
  console.log(`entry ${entry} and its static imports: ${kb(sizeOf(base))} KB\n`);
  const biggest = [...base].sort((x, y) => gzSize(y) - gzSize(x)).slice(0, 6);
  console.log(`largest in the entry: ${biggest.map((f) => `${f} ${kb(gzSize(f))} KB`).join(', ')}\n`);
  console.log(
    `${'page'.padEnd(46)} ${'JS KB'.padStart(7)} ${'files'.padStart(5)} ${'budget'.padStart(7)}  result`,
  );
  const rows: BudgetRow[] = [];
  for (const p of PAGES) {
    const { counted, later, missing } = pageFiles(p);
    const size = sizeOf(counted);
    const verdict = missing.length
      ? `chunk not found: ${missing.join(', ')}`
      : size <= p.budgetKb * 1024
        ? 'met'
        : 'NOT met';
    const after = p.later ? `  (+${kb(sizeOf(later))} KB after the first screen: ${p.later.join(', ')})` : '';
    console.log(
      `${p.page.padEnd(46)} ${kb(size).padStart(7)} ${String(counted.size).padStart(5)} ${String(p.budgetKb).padStart(7)}  ${verdict}${after}`,
    );
    rows.push({
      page: p.page.replace(/\s+/g, ' '),
      kb: size / 1024,
      files: counted.size,
      budgetKb: p.budgetKb,
      laterKb: p.later ? sizeOf(later) / 1024 : undefined,
      missing,
    });
  }
  writeResult('web-budgets', { rows });
  return rows;
}

if (process.argv[1] === import.meta.filename) {
  if (webBuildMissing()) {
    console.error(`${webBuildMissing()}.`);
    process.exit(2);
  }
  runWebBudgets();
  console.log('\nLighthouse mobile scores of the candidate pages: `npm run bench -- lighthouse`.');
}
