import path from 'node:path';
import type { Rolldown } from 'vite';

type Group = NonNullable<
  Extract<NonNullable<Rolldown.OutputOptions['codeSplitting']>, object>['groups']
>[number];
type Context = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1];

type Options = {
  /** The app's only entry (src/main.tsx): its own static imports stay in its chunk. */
  entry: string;
  /** The signed-in and public app, lazily loaded by the entry (everything it can load is "the app"). */
  app: string;
  /** The candidate's entry and its pages: their static imports are the candidate's first screen. */
  candidate: string[];
};

/**
 * The candidate's first screen (docs/decisions/web-candidate-chunks.md) in three chunks instead of a score of small
 * ones (a phone on a slow network pays a round trip per request): what it shares with the app's own first chunk,
 * what it shares only with the app's later pages, and its own code. The pages themselves keep their chunks (each
 * loads one). Sorting by who loads a module keeps every page's bytes as they were: the app loads all of the first
 * group anyway, its later pages load the second only where they use a part of it, and nothing of the app loads the
 * third.
 */
export function candidateChunks({ entry, app, candidate }: Options): Group[] {
  const cache = new WeakMap<object, (id: string) => string | null>();
  const groupOf = (id: string, ctx: Context) => {
    const key = ctx.getModuleInfo(entry);
    if (!key) return null;
    let sort = cache.get(key);
    if (!sort) {
      const closure = (starts: string[], lazyToo: boolean) => {
        const seen = new Set<string>();
        const visit = (m: string, names?: Set<string>) => {
          const info = ctx.getModuleInfo(m);
          if (info && names && !names.has('*') && isBarrel(m, info.code)) {
            // Only the modules that define the names asked for: the bundle drops the rest of a package's index.
            for (const n of names) {
              const from = info.importedIds.find((i) => ctx.getModuleInfo(i)?.exports.includes(n));
              if (from) visit(from, new Set([n]));
            }
            return;
          }
          if (seen.has(m)) return;
          seen.add(m);
          const asked = info?.code ? namesImported(info.code) : new Map<string, Set<string>>();
          for (const i of info?.importedIds ?? [])
            visit(i, [...asked].find(([spec]) => isPackage(i, spec))?.[1]);
          if (lazyToo) for (const i of info?.dynamicallyImportedIds ?? []) visit(i);
        };
        for (const s of starts) visit(s);
        return seen;
      };
      const own = closure([entry], false);
      const appFirst = closure([app], false);
      const appAll = closure([app], true);
      const first = closure(candidate, false);
      sort = (m) => {
        // The entry's modules stay in its chunk; each page stays in its own chunk.
        if (!first.has(m) || own.has(m) || (m !== candidate[0] && candidate.includes(m))) return null;
        if (appFirst.has(m)) return 'candidate-app-shared';
        if (appAll.has(m)) return 'candidate-ui';
        return 'candidate-main';
      };
      cache.set(key, sort);
    }
    return sort(id);
  };
  const group = (name: string, priority: number): Group => ({
    name: (id, ctx) => (groupOf(id, ctx) === name ? name : null),
    debugName: name,
    priority,
  });
  // Highest first: a module a group captures brings its imports along unless a higher group has them.
  return [group('candidate-app-shared', 3), group('candidate-ui', 2), group('candidate-main', 1)];
}

/** Whether a module is the index of the package an import names (`@mantine/core`, `@hrwe/domain`). */
const isPackage = (id: string, spec: string) =>
  !spec.startsWith('.') &&
  (id.includes(`/node_modules/${spec}/`) || id.includes(`/packages/${spec.split('/').at(-1)}/src/`));

/** The names a module imports from each package (`import { A, B as C } from 'pkg'`); '*' for all of it. */
function namesImported(code: string) {
  const byPackage = new Map<string, Set<string>>();
  for (const m of code.matchAll(
    /import\s*([\w$]+\s*,?\s*)?(\{[^}]*\}|\*\s*as\s*[\w$]+)?\s*from\s*["']([^"'.][^"']*)["']/g,
  )) {
    const names = byPackage.get(m[3]!) ?? new Set<string>();
    if (m[1] || !m[2] || m[2].startsWith('*')) names.add('*');
    if (m[2]?.startsWith('{'))
      for (const n of m[2].slice(1, -1).split(',')) if (n.trim()) names.add(n.trim().split(/\s+as\s+/)[0]!);
    byPackage.set(m[3]!, names);
  }
  return byPackage;
}

/** A module that only imports and re-exports (a package's index). */
const isBarrel = (id: string, code: string | null) =>
  !!code &&
  !id.includes('?') &&
  code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .every((l) => !l.trim() || /^(import|export)\b/.test(l));

/** Absolute module ids from paths relative to the web app's root. */
export const modulesOf = (root: string, ...files: string[]) => files.map((f) => path.resolve(root, f));
