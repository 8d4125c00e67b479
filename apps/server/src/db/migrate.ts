import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');
/** Any number; the advisory lock makes concurrent starts (several servers) migrate one at a time. */
const LOCK_ID = 727_001;

/**
 * Applies the committed SQL files of db/migrations in name order, each once and in its own transaction.
 * Files are written by hand (numbered per feature) and mirror the Drizzle table definitions in db/schema.
 */
export async function migrate(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('select pg_advisory_lock($1)', [LOCK_ID]);
    await client.query(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await client.query('select name from schema_migrations')).rows.map((r) => r.name as string),
    );
    const files = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
      await client.query('begin');
      try {
        await client.query(sql);
        await client.query('insert into schema_migrations (name) values ($1)', [file]);
        await client.query('commit');
        applied.push(file);
      } catch (e) {
        await client.query('rollback');
        throw new Error(`Migration ${file} failed: ${(e as Error).message}`);
      }
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [LOCK_ID]).catch(() => {});
    client.release();
  }
  return applied;
}
