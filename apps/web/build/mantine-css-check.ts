import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type Options = {
  /** The entry module whose chunks (with every chunk they import, statically or lazily) are checked. */
  entry: string;
  /** Where that entry's Mantine stylesheets are listed: named in the build's error. */
  list: string;
};

/** Mantine's static class names (`m_77c9d27d`), as the components' JavaScript and the stylesheets spell them. */
const CLASS = /m_[0-9a-f]{6,8}/g;
/** Mantine's own global stylesheets: no component class, always listed. */
const GLOBAL = ['baseline.css', 'default-css-variables.css', 'global.css'];

/**
 * Which of Mantine's per-component stylesheets (`@mantine/core/styles/X.css`) defines each class, and where each
 * stylesheet stands in `styles.css` (their concatenation).
 */
function mantineStylesheets(root: string) {
  const full = createRequire(path.join(root, 'x.js')).resolve('@mantine/core/styles.css');
  const dir = path.join(path.dirname(full), 'styles');
  const all = fs.readFileSync(full, 'utf8');
  const byClass = new Map<string, string>();
  const rank = new Map<string, number>();
  for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.css') && !x.includes('.layer.'))) {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    rank.set(f, all.indexOf(text.trim()));
    for (const c of text.match(CLASS) ?? []) byClass.set(c, f);
  }
  return { byClass, rank };
}

/**
 * The candidate's pages load only the Mantine stylesheets they list (docs/decisions/web-candidate-css.md), not the
 * whole `@mantine/core/styles.css`. The build fails when a chunk those pages can load uses a Mantine class that no
 * stylesheet loaded by then defines (a component added without its stylesheet), or when a listed stylesheet styles
 * nothing those chunks use (a component removed, its stylesheet left behind).
 */
export function mantineCssCheck({ entry, list }: Options): Plugin {
  let root = '';
  return {
    name: 'hrwe-mantine-css-check',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const cssClasses = new Map<string, Set<string>>();
      const classesOfCss = (file: string) => {
        if (!cssClasses.has(file)) {
          const asset = bundle[file];
          const text = asset?.type === 'asset' ? String(asset.source) : '';
          cssClasses.set(file, new Set(text.match(CLASS)));
        }
        return cssClasses.get(file)!;
      };
      const start = chunks.find((c) => c.moduleIds.some((m) => m.replaceAll('\\', '/').endsWith(entry)));
      if (!start) throw new Error(`mantine css check: no chunk for ${entry}`);
      const { byClass, rank } = mantineStylesheets(root);
      const missing = new Map<string, Set<string>>();
      const used = new Set<string>();
      const seen = new Set<string>();
      /** A chunk runs once its static imports and their stylesheets are loaded, and after the chunk that loaded it. */
      const visit = (file: string, loaded: Set<string>) => {
        const closure = new Set<string>();
        const add = (f: string) => {
          if (closure.has(f)) return;
          closure.add(f);
          for (const i of byFile.get(f)?.imports ?? []) add(i);
        };
        add(file);
        const styled = new Set(loaded);
        for (const f of closure)
          for (const css of byFile.get(f)?.viteMetadata?.importedCss ?? [])
            for (const c of classesOfCss(css)) styled.add(c);
        const key = `${file} ${styled.size}`;
        if (seen.has(key)) return;
        seen.add(key);
        for (const f of closure) {
          for (const c of byFile.get(f)?.code.match(CLASS) ?? []) {
            used.add(c);
            if (!styled.has(c)) missing.set(c, (missing.get(c) ?? new Set()).add(f));
          }
          // The app's entry (src/main.tsx) is in the closure for its shared helpers; its own lazy imports are the
          // two apps it chooses between by the address, not a part of the candidate's pages.
          if (byFile.get(f)?.isEntry) continue;
          for (const d of byFile.get(f)?.dynamicImports ?? []) visit(d, styled);
        }
      };
      visit(start.fileName, new Set());
      const problems: string[] = [];
      const needed = new Set(
        [...missing.keys()].map((c) => byClass.get(c) ?? `(no Mantine stylesheet for ${c})`),
      );
      for (const f of needed) {
        const classes = [...missing].filter(
          ([c]) => (byClass.get(c) ?? `(no Mantine stylesheet for ${c})`) === f,
        );
        const chunksOf = new Set(classes.flatMap(([, files]) => [...files]));
        problems.push(
          `${f} is needed by ${[...chunksOf].join(', ')} (${classes.map(([c]) => c).join(', ')})`,
        );
      }
      // Listed stylesheets are the entry's own (static) CSS, in their order there: each must style something the
      // chunks use, and come in the order of styles.css, so that rules cascade as in the whole sheet.
      const entryCss = [...(start.viteMetadata?.importedCss ?? [])].flatMap((css) => [...classesOfCss(css)]);
      const listed = [...new Set(entryCss.flatMap((c) => byClass.get(c) ?? []))];
      for (const [i, f] of listed.entries()) {
        const next = listed[i + 1];
        if (next && rank.get(next)! < rank.get(f)!) problems.push(`${next} comes before ${f} in styles.css`);
        if (GLOBAL.includes(f)) continue;
        const own = [...byClass].filter(([, file]) => file === f).map(([c]) => c);
        if (!own.some((c) => used.has(c))) problems.push(`${f} styles nothing the candidate's pages use`);
      }
      if (problems.length)
        throw new Error(
          `Mantine stylesheets of ${entry} (list them in ${list}):\n  ${problems.join('\n  ')}`,
        );
    },
  };
}
