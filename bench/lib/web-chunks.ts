/**
 * What each page of the web app loads, read from the build (apps/web/dist): shared by the budgets
 * (web-budgets.ts, by the build's import graph) and their check in Chromium (web-requests.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');
const ASSETS = path.join(DIST, 'assets');

/** Italian catalogues (the default language) of the given namespaces: one chunk each. */
const it = (...ns: string[]) => ns.map((n) => `locale-it-${n}`);

export type PageSpec = {
  page: string;
  /** The lazy chunks (by module name) the route tree loads, outermost first, with the namespaces it asks for. */
  chunks: string[];
  /** Fetched after the first screen is up (not counted in the budget). */
  later?: string[];
  budgetKb: number;
};

export const PAGES: PageSpec[] = [
  {
    page: 'candidate notice  /report/:n/:uuid',
    chunks: ['candidate-main', 'privacy-page', ...it('common', 'candidate', 'rights')],
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

export function readBuild() {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    console.error('No build in apps/web/dist: run `npm run build` first.');
    process.exit(2);
  }
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('no module script in index.html');
  // The route hints' script (build/route-hints.ts) runs before the entry on every page: counted with it.
  const hints = /<script[^>]*src="\/assets\/(route-hints-[^"]+\.js)"/.exec(html)?.[1];
  const files = fs.readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
  const gz = new Map<string, number>();
  const gzSize = (f: string) => {
    if (!gz.has(f)) gz.set(f, zlib.gzipSync(fs.readFileSync(path.join(ASSETS, f))).length);
    return gz.get(f)!;
  };
  /** A chunk and everything it imports statically (what must arrive before it runs). */
  const closure = (start: string, seen = new Set<string>()) => {
    if (seen.has(start)) return seen;
    seen.add(start);
    const code = fs.readFileSync(path.join(ASSETS, start), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) closure(m[1]!, seen);
    return seen;
  };
  const chunkOf = (name: string) => files.find((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f));
  const base = closure(entry, new Set(hints ? [hints] : []));
  const sizeOf = (set: Iterable<string>) => [...set].reduce((s, f) => s + gzSize(f), 0);
  /** The files a page counts (entry and its route's chunks) and those it fetches after its first screen. */
  const pageFiles = (p: PageSpec) => {
    const counted = new Set(base);
    const missing: string[] = [];
    for (const c of p.chunks) {
      const f = chunkOf(c);
      if (f) closure(f, counted);
      else missing.push(c);
    }
    const all = new Set(counted);
    for (const c of p.later ?? []) {
      const f = chunkOf(c);
      if (f) closure(f, all);
      else missing.push(c);
    }
    return { counted, later: new Set([...all].filter((f) => !counted.has(f))), missing };
  };
  return { entry, files, base, gzSize, sizeOf, pageFiles };
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
