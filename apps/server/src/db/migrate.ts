import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

/** Any number; the advisory lock makes concurrent starts (several servers) migrate one at a time. */
const LOCK_ID = 727_001;

export type MigrationFolders = {
  /** drizzle-kit's output: `NNNN_name.sql` files in the order of `meta/_journal.json`. */
  generated: string;
  /** The hand-written files applied before drizzle-kit was adopted (history of older databases). */
  legacy: string;
};

export const MIGRATION_FOLDERS: MigrationFolders = {
  generated: path.resolve(import.meta.dirname, 'migrations'),
  legacy: path.resolve(import.meta.dirname, 'migrations-legacy'),
};

/**
 * The last file of the baseline: the generated files up to it build the schema the legacy chain ends with
 * (docs/decisions/service-migration-numbering.md). A database that ran the legacy chain has that schema already,
 * so they are recorded as applied there without running.
 */
export const BASELINE_LAST = '0002_baseline_functions.sql';

/** The generated migrations' file names, in drizzle-kit's journal order. */
export function generatedMigrations(dir = MIGRATION_FOLDERS.generated): string[] {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  return [...journal.entries].sort((a, b) => a.idx - b.idx).map((e) => `${e.tag}.sql`);
}

/** The legacy files' names, in the name order they were always applied in. */
export function legacyMigrations(dir = MIGRATION_FOLDERS.legacy): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

/**
 * Brings the database up to date, each file once and in its own transaction, recorded by file name in
 * `schema_migrations`. A fresh database runs the generated files only. A database created before the baseline (it
 * has legacy files recorded) first finishes the legacy chain, then records the baseline files as applied without
 * running them, then runs the generated files after the baseline. `legacyOnly` builds such an older database
 * (tests of the carry-over).
 */
export async function migrate(
  pool: pg.Pool,
  {
    folders = MIGRATION_FOLDERS,
    legacyOnly = false,
  }: { folders?: MigrationFolders; legacyOnly?: boolean } = {},
): Promise<string[]> {
  const generated = generatedMigrations(folders.generated);
  const legacy = legacyMigrations(folders.legacy);
  const baselineEnd = generated.indexOf(BASELINE_LAST);
  if (baselineEnd < 0) throw new Error(`The baseline ${BASELINE_LAST} is not in the migrations' journal.`);
  const clash = generated.filter((f) => legacy.includes(f));
  if (clash.length) throw new Error(`Generated migrations named as legacy ones: ${clash.join(', ')}`);

  const client = await pool.connect();
  const applied: string[] = [];
  const done = new Set<string>();
  const todo = (files: string[]) => files.filter((f) => !done.has(f));
  const run = async (dir: string, file: string, execute = true) => {
    await client.query('begin');
    try {
      if (execute) await client.query(fs.readFileSync(path.join(dir, file), 'utf8'));
      await client.query('insert into schema_migrations (name) values ($1)', [file]);
      await client.query('commit');
      done.add(file);
      if (execute) applied.push(file);
    } catch (e) {
      await client.query('rollback');
      throw new Error(`Migration ${file} failed: ${(e as Error).message}`);
    }
  };
  try {
    await client.query('select pg_advisory_lock($1)', [LOCK_ID]);
    await client.query(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    for (const r of (await client.query('select name from schema_migrations')).rows)
      done.add(r.name as string);
    if (legacyOnly || legacy.some((f) => done.has(f))) {
      for (const file of todo(legacy)) await run(folders.legacy, file);
      if (legacyOnly) return applied;
      for (const file of todo(generated.slice(0, baselineEnd + 1))) await run(folders.generated, file, false);
    }
    for (const file of todo(generated)) await run(folders.generated, file);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [LOCK_ID]).catch(() => {});
    client.release();
  }
  return applied;
}
