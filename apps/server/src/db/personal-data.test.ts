import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsSql } from './erase-candidates';
import { classifiedColumns, evidenceKept, PERSONAL_DATA } from './personal-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every column of every table, view and partitioned table of every schema but PostgreSQL's own (partitions are
 * their parent's). */
async function databaseColumns(): Promise<string[]> {
  const { rows } = await t.deps.pool.query<{ x: string }>(`
    select n.nspname || '.' || c.relname || '.' || a.attname as x
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'v', 'm', 'f') and not c.relispartition
       and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'
       and n.nspname not like 'pg\\_temp%' and a.attnum > 0 and not a.attisdropped`);
  return rows.map((r) => r.x).sort();
}

describe('the catalogue of personal data', () => {
  it('classifies every column of the migrated database, and names none that does not exist', async () => {
    const inDatabase = await databaseColumns();
    const inCatalogue = classifiedColumns()
      .map((c) => c.column)
      .sort();
    expect(inDatabase.length).toBeGreaterThan(500);
    expect(inDatabase.some((c) => c.startsWith('pgboss.job.'))).toBe(true);
    expect(inDatabase.filter((c) => !inCatalogue.includes(c))).toEqual([]);
    expect(inCatalogue.filter((c) => !inDatabase.includes(c))).toEqual([]);
  });

  it('fails on a column added without a classification', async () => {
    await t.deps.pool.query('alter table tickets add column candidate_note text');
    try {
      const missing = (await databaseColumns()).filter(
        (c) => !classifiedColumns().some((k) => k.column === c),
      );
      expect(missing).toEqual(['public.tickets.candidate_note']);
    } finally {
      await t.deps.pool.query('alter table tickets drop column candidate_note');
    }
  });

  it('tells how to find the rows of every table with a candidate column, and each condition runs', async () => {
    for (const [table, entry] of Object.entries(PERSONAL_DATA)) {
      const kinds = Object.values(entry.columns).map((c) => c.is);
      if (!kinds.includes('candidate')) continue;
      expect(entry.rows, table).toBeTruthy();
      const who = { ids: [randomUUID()], tenants: [t.platform.id], idents: 'nobody' };
      await t.deps.db.execute(sql`select count(*) from ${sql.raw(table)} where ${rowsSql(entry.rows!, who)}`);
      // A deleted row is deleted whole: every candidate column of its table says so.
      const deletes = Object.values(entry.columns).filter(
        (c) => c.is === 'candidate' && 'deleteRow' in c.erase,
      );
      if (deletes.length) expect(deletes.length, table).toBe(kinds.filter((k) => k === 'candidate').length);
    }
  });

  it('keeps evidence only under a named article', () => {
    const kept = evidenceKept();
    expect(Object.keys(kept).length).toBeGreaterThan(3);
    for (const [article, columns] of Object.entries(kept)) {
      expect(article).toMatch(/art\. \d+/);
      expect(columns.length).toBeGreaterThan(0);
    }
    // The figures for the closing note.
    const counts: Record<string, number> = {};
    for (const { cls } of classifiedColumns()) counts[cls.is] = (counts[cls.is] ?? 0) + 1;
    console.info('classification', counts, 'tables', Object.keys(PERSONAL_DATA).length);
  });
});
