import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * A page the HTML should start fetching at once: its route modules, its translation namespaces and, optionally,
 * a GET call its first screen needs (`api`, with `$1`… taken from the path's groups).
 */
export type RouteHint = { path: RegExp; modules: string[]; namespaces: string[]; api?: string };

type Options = {
  hints: RouteHint[];
  languages: readonly string[];
  defaultLanguage: string;
  storageKey: string;
};

/**
 * Every page is the same index.html, and a page's code is normally asked for only once the entry script has
 * run (lazy routes). For the pages listed here a tiny script (`<script async>`, allowed by the CSP's
 * script-src 'self') adds `<link rel="modulepreload">` for the page's chunks and its translation catalogues
 * in the visitor's language, a preload of the chunks' styles and of the page's first GET call (the app's own
 * fetch takes the preloaded answer), as soon as the HTML is parsed: they download alongside the entry.
 */
export function routeHints({ hints, languages, defaultLanguage, storageKey }: Options): Plugin {
  let outDir = '';
  let script: { fileName: string; source: string } | undefined;
  return {
    name: 'hrwe-route-hints',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle || !ctx.chunk) return;
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (file: string, seen: Set<string>) => {
          if (seen.has(file)) return seen;
          seen.add(file);
          for (const i of byFile.get(file)?.imports ?? []) closure(i, seen);
          return seen;
        };
        const inEntry = closure(ctx.chunk.fileName, new Set());
        const chunkOf = (suffix: string) => {
          // The chunk holding the module: its own, or a group's (vite.config.ts codeSplitting.groups).
          const c = chunks.find((x) => x.moduleIds.some((m) => m.replaceAll('\\', '/').endsWith(suffix)));
          if (!c) throw new Error(`route hints: no chunk for ${suffix}`);
          return c.fileName;
        };
        const url = (f: string) => `/${f}`;
        const table = hints.map((h) => {
          const files = new Set<string>();
          for (const m of h.modules) closure(chunkOf(m), files);
          const locales = Object.fromEntries(
            languages.map((l) => [l, h.namespaces.map((ns) => url(chunkOf(`/locales/${l}/${ns}.json`)))]),
          );
          const page = [...files].filter((f) => !inEntry.has(f));
          const css = page.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
          return { p: h.path.source, f: page.map(url), c: css.map(url), l: locales, a: h.api };
        });
        const source = `(()=>{const H=${JSON.stringify(table)};let l;try{l=localStorage.getItem(${JSON.stringify(storageKey)})}catch{}if(!${JSON.stringify(languages)}.includes(l))l=${JSON.stringify(defaultLanguage)};const h=H.find((x)=>new RegExp(x.p).test(location.pathname));if(!h)return;const add=(f,r,a)=>{const k=document.createElement('link');k.rel=r;k.href=f;if(a){k.as=a;k.crossOrigin=''}document.head.appendChild(k)};if(h.a)add(location.pathname.replace(new RegExp(h.p),h.a),'preload','fetch');for(const f of h.c)add(f,'preload','style');for(const f of h.f.concat(h.l[l]))add(f,'modulepreload')})();\n`;
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        script = { fileName: `assets/route-hints-${hash}.js`, source };
        return [
          { tag: 'script', attrs: { async: true, src: url(script.fileName) }, injectTo: 'head-prepend' },
        ];
      },
    },
    writeBundle() {
      if (script) fs.writeFileSync(path.join(outDir, script.fileName), script.source);
    },
  };
}
