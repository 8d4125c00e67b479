import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { candidateChunks, modulesOf } from './build/candidate-chunks';
import { mantineCssCheck } from './build/mantine-css-check';
import { routeHints } from './build/route-hints';

const api = 'http://localhost:3000';
const root = fileURLToPath(new URL('.', import.meta.url));

/** Brotli and gzip copies of the built scripts and styles, which the server sends as the browser accepts. */
const precompress = (): Plugin => ({
  name: 'hrwe-precompress',
  apply: 'build',
  closeBundle() {
    const assets = fileURLToPath(new URL('./dist/assets', import.meta.url));
    // A failed build wrote nothing: let its own error show, not this one.
    if (!fs.existsSync(assets)) return;
    for (const name of fs.readdirSync(assets).filter((f) => /\.(js|css|svg)$/.test(f))) {
      const file = path.join(assets, name);
      const data = fs.readFileSync(file);
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    }
  },
});

/** The candidate pages' own entry (src/main.tsx picks it by the address) and the page's module. */
const candidatePage = (page: string) => [
  'src/features/candidate/app/candidate-main.tsx',
  `src/features/candidate/components/${page}.tsx`,
];
/** The link's state (features/candidate/api/link.ts), asked for by every candidate page first. */
const LINK_STATE = '/api/report/valid/$1/$2';
/** The candidate's pages, opened cold from an e-mail on a phone: their code is fetched with the HTML. */
const hints = routeHints({
  languages: ['it', 'en'],
  defaultLanguage: 'it',
  storageKey: 'lang',
  hints: [
    {
      path: /^\/report\/([^/]+)\/([^/]+)(\/privacy)?\/?$/,
      modules: candidatePage('privacy-page'),
      namespaces: ['common', 'candidate', 'rights'],
      api: LINK_STATE,
    },
    {
      path: /^\/report\/([^/]+)\/([^/]+)\/entry\/?$/,
      modules: candidatePage('entry-page'),
      namespaces: ['common', 'candidate'],
      api: LINK_STATE,
    },
    {
      path: /^\/report\/([^/]+)\/([^/]+)\/success\/?$/,
      modules: candidatePage('success-page'),
      namespaces: ['common', 'candidate'],
      api: LINK_STATE,
    },
  ],
});

// The server serves the built app from apps/web/dist; in development Vite proxies the API to it.
export default defineConfig({
  root,
  plugins: [
    react(),
    hints,
    precompress(),
    mantineCssCheck({
      entry: 'src/features/candidate/app/candidate-main.tsx',
      list: 'src/features/candidate/app/candidate-styles.ts',
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // Every browser the app supports knows <link rel="modulepreload">: no polyfill in the entry (0.4 KB).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The domain package is pure (no I/O, no side effects at import): a page gets only the rules it uses,
      // not the whole package behind the index re-exports (the candidate notice needs no zod at all).
      treeshake: { moduleSideEffects: (id) => !/[\\/]packages[\\/]domain[\\/]/.test(id) },
      output: {
        codeSplitting: {
          groups: [
            // What the entry needs, in one file rather than a score of small ones.
            { name: 'app', tags: ['$initial'], priority: 4 },
            // The candidate's first screen in a few chunks, not ~20 (build/candidate-chunks.ts).
            ...candidateChunks({
              entry: modulesOf(root, 'src/main.tsx')[0]!,
              app: modulesOf(root, 'src/app/start-app.tsx')[0]!,
              // The entry first, then the pages (those the route hints name).
              candidate: modulesOf(
                root,
                ...new Set(['privacy-page', 'entry-page', 'success-page'].flatMap(candidatePage)),
              ),
            }),
          ],
        },
        // Translation catalogues are fetched one language and namespace at a time (src/lib/i18n.ts): name their
        // chunks locale-<lang>-<namespace> so the budgets (bench/web-budgets.ts) can count what a page fetches.
        chunkFileNames: (chunk) => {
          const locale = /[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/.exec(chunk.facadeModuleId ?? '');
          return locale ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: api, changeOrigin: false }, '/dev': { target: api, changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: api, changeOrigin: false }, '/dev': { target: api, changeOrigin: false } },
  },
});
