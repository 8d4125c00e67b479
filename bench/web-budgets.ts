/**
 * Web budgets: gzipped JavaScript each route loads, read from the build (apps/web/dist, `npm run build` first).
 * The HTML's entry script plus the static import graph of each route's lazy chunks and of the translation
 * catalogues it fetches (chunks `locale-<lang>-<namespace>`, Italian, the default language): the files the
 * browser fetches before the page can render. Chunks a page fetches after its first screen (the dashboard chart,
 * the candidate's form under the entry page's title, the consent choice with its validation under the notice, the candidate's rights under the success message; their
 * contest form, dialog and error texts only on a click) are listed apart. Targets: candidate pages ≤ 120 KB, the signed-in
 * first screen ≤ 300 KB. `npm run bench -- budgets` (also in `npm run bench`), `npm run budgets -w @hrwe/bench` or
 * `npx tsx bench/web-budgets.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { writeResult } from './lib/results';

export const WEB_DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
const ASSETS = path.join(WEB_DIST, 'assets');

/** Italian catalogues (the default language) of the given namespaces: one chunk each. */
const it = (...ns: string[]) => ns.map((n) => `locale-it-${n}`);

/**
 * Pages and the lazy chunks (by module name) their route tree loads, outermost first, with the namespaces the
 * routes and screens ask for; `later` = fetched after the first screen is up (not counted in the budget).
 */
const PAGES: { page: string; chunks: string[]; later?: string[]; budgetKb: number }[] = [
  {
    page: 'candidate notice  /report/:n/:uuid',
    chunks: ['candidate-main', 'privacy-page', ...it('common', 'candidate')],
    later: ['consent-form', ...it('errors')],
    budgetKb: 120,
  },
  {
    page: 'candidate entry   /report/:n/:uuid/entry',
    chunks: ['candidate-main', 'entry-page', ...it('common', 'candidate')],
    later: ['entry-form', ...it('errors')],
    budgetKb: 120,
  },
  {
    page: 'candidate success /report/:n/:uuid/success',
    chunks: ['candidate-main', 'success-page', ...it('common', 'candidate')],
    later: ['rights-panel', ...it('candidateRights')],
    budgetKb: 120,
  },
  {
    page: 'signed-in home    /home',
    chunks: [
      'start-app',
      'require-auth',
      'dashboard-layout',
      'home-page',
      ...it('common', 'menu', 'errors', 'dashboard'),
    ],
    later: ['reports-chart'],
    budgetKb: 300,
  },
  {
    page: 'sign-in           /sso',
    chunks: ['start-app', 'public-layout', 'sign-in-page', ...it('common', 'session', 'errors')],
    budgetKb: 300,
  },
];

/** Why the web figures cannot be measured (no build), or null. */
export const webBuildMissing = () =>
  fs.existsSync(path.join(WEB_DIST, 'index.html'))
    ? null
    : 'no build in apps/web/dist: run `npm run build` first';

export type BudgetRow = { page: string; kb: number; budgetKb: number; laterKb?: number; missing: string[] };

/** Prints the gzipped JavaScript of each page against its budget; returns the rows (none without a build). */
export function runWebBudgets(): BudgetRow[] {
  const missingBuild = webBuildMissing();
  if (missingBuild) {
    console.log(`
Web budgets not measured: ${missingBuild}.`);
    return [];
  }
  const html = fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('no module script in index.html');
  const files = fs.readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
  const gz = new Map<string, number>();
  const gzSize = (f: string) => {
    if (!gz.has(f)) gz.set(f, zlib.gzipSync(fs.readFileSync(path.join(ASSETS, f))).length);
    return gz.get(f)!;
  };
  /** A chunk and everything it imports statically (what must arrive before it runs). */
  function closure(start: string, seen = new Set<string>()) {
    if (seen.has(start)) return seen;
    seen.add(start);
    const code = fs.readFileSync(path.join(ASSETS, start), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) closure(m[1]!, seen);
    return seen;
  }
  const chunkOf = (name: string) => files.find((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f));
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);

  const total = files.reduce((s, f) => s + gzSize(f), 0);
  const base = closure(entry);
  console.log(`\nWeb budgets (gzip of apps/web/dist, ${files.length} JS chunks, ${kb(total)} KB in all)`);
  console.log(
    `entry ${entry} and its static imports: ${kb([...base].reduce((s, f) => s + gzSize(f), 0))} KB\n`,
  );
  const biggest = [...base].sort((x, y) => gzSize(y) - gzSize(x)).slice(0, 6);
  console.log(`largest in the entry: ${biggest.map((f) => `${f} ${kb(gzSize(f))} KB`).join(', ')}\n`);
  console.log(`${'page'.padEnd(46)} ${'JS KB'.padStart(7)} ${'budget'.padStart(7)}  result`);
  const rows: BudgetRow[] = [];
  for (const p of PAGES) {
    const set = new Set(base);
    const missing: string[] = [];
    for (const c of p.chunks) {
      const f = chunkOf(c);
      if (f) closure(f, set);
      else missing.push(c);
    }
    const size = [...set].reduce((s, f) => s + gzSize(f), 0);
    const after = new Set(set);
    for (const c of p.later ?? []) {
      const f = chunkOf(c);
      if (f) closure(f, after);
      else missing.push(c);
    }
    const laterKb = ([...after].reduce((s, f) => s + gzSize(f), 0) - size) / 1024;
    const verdict = missing.length
      ? `chunk not found: ${missing.join(', ')}`
      : size <= p.budgetKb * 1024
        ? 'met'
        : 'NOT met';
    const later = p.later
      ? `  (+${laterKb.toFixed(1)} KB after the first screen: ${p.later.join(', ')})`
      : '';
    console.log(
      `${p.page.padEnd(46)} ${kb(size).padStart(7)} ${String(p.budgetKb).padStart(7)}  ${verdict}${later}`,
    );
    rows.push({
      page: p.page.replace(/\s+/g, ' '),
      kb: size / 1024,
      budgetKb: p.budgetKb,
      laterKb: p.later ? laterKb : undefined,
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
