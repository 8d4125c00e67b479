/**
 * Builds what `npm start` runs: the web app (Vite, into apps/web/dist) and the server (esbuild: one JavaScript
 * bundle per entry into apps/server/dist, with the SQL migrations and drizzle-kit's journal beside it). Each build
 * records a hash of its inputs in its output folder; `ensureBuilt()` builds only what changed since (a fresh clone
 * builds both once). `node scripts/build.mjs` (npm run build) builds both regardless; the server tests'
 * global setup runs `node scripts/build.mjs --if-changed server`, so their server processes run the bundle.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const at = (...p) => path.join(root, ...p);
const STAMP = '.build-inputs';

/** Files whose content decides the output; test files do not. */
const targets = {
  web: {
    out: at('apps/web/dist'),
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/build',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/domain/src',
    ],
    build: buildWeb,
  },
  server: {
    out: at('apps/server/dist'),
    inputs: ['apps/server/src', 'apps/server/package.json', 'packages/domain/src', 'scripts/build.mjs'],
    build: buildServer,
  },
};

function inputsHash(inputs) {
  const hash = createHash('sha256');
  const add = (rel) => {
    const full = at(rel);
    if (!fs.existsSync(full)) return;
    if (fs.statSync(full).isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) add(path.join(rel, name));
    } else if (!/\.test\.tsx?$/.test(rel)) {
      hash.update(`${rel}\0`).update(fs.readFileSync(full)).update('\0');
    }
  };
  for (const rel of [...inputs, 'package-lock.json']) add(rel);
  return hash.digest('hex');
}

function buildWeb() {
  const r = spawnSync(process.execPath, [at('node_modules/vite/bin/vite.js'), 'build'], {
    cwd: at('apps/web'),
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('The web app did not build (see above).');
}

async function buildServer() {
  const { build } = await import('esbuild');
  const out = targets.server.out;
  fs.rmSync(out, { recursive: true, force: true });
  await build({
    absWorkingDir: at('apps/server'),
    entryPoints: { main: 'src/main.ts', 'backup-cli': 'src/ops/backup-cli.ts', ...workerEntries() },
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    // Installed packages stay in node_modules (loaded by Node); our own workspace package is compiled in.
    packages: 'external',
    plugins: [bundleDomain],
    logLevel: 'warning',
  });
  // db/migrate.ts reads them from the folders beside its code (dist/ in the build): the generated migrations with
  // drizzle-kit's journal (migrations/meta/_journal.json gives their order), and the legacy chain older databases
  // finish before the baseline (docs/decisions/service-migration-numbering.md).
  for (const folder of ['migrations', 'migrations-legacy'])
    fs.cpSync(at('apps/server/src/db', folder), path.join(out, folder), { recursive: true });
}

/**
 * Every worker thread's entry (every `*.worker.ts` under src) as its own bundle beside main.js, where the server looks for
 * it (platform/workers/run-worker.ts: `dist/<name>.js`).
 */
function workerEntries() {
  const src = at('apps/server/src');
  const files = fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.worker.ts'));
  return Object.fromEntries(files.map((f) => [path.basename(f, '.ts'), path.join('src', f)]));
}

/**
 * @hrwe/domain is TypeScript source (no build of its own): bundled into the server rather than left external, with
 * each entry point its package.json exports (`@hrwe/domain`, `@hrwe/domain/password-list`).
 */
const bundleDomain = {
  name: 'bundle-domain',
  setup(b) {
    const { exports } = JSON.parse(fs.readFileSync(at('packages/domain/package.json'), 'utf8'));
    b.onResolve({ filter: /^@hrwe\/domain(\/|$)/ }, (args) => {
      const entry = exports[`.${args.path.slice('@hrwe/domain'.length)}`];
      return entry ? { path: at('packages/domain', entry) } : undefined;
    });
  },
};

/** Builds the targets (`only`: some of them) whose inputs changed since their last build (all of them with `force`). */
export async function ensureBuilt({ force = false, only = Object.keys(targets) } = {}) {
  for (const [name, t] of Object.entries(targets)) {
    if (!only.includes(name)) continue;
    const hash = inputsHash(t.inputs);
    const stamp = path.join(t.out, STAMP);
    if (!force && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) continue;
    console.log(`Building the ${name}…`);
    await t.build();
    fs.writeFileSync(stamp, hash);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `node scripts/build.mjs [--if-changed] [web] [server]`: the named targets, or both.
  const named = process.argv.slice(2).filter((a) => a in targets);
  await ensureBuilt({
    force: !process.argv.includes('--if-changed'),
    ...(named.length ? { only: named } : {}),
  });
}
