import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import type { createDb } from './client';
import type { statementName as StatementName } from './named-statements';

/**
 * The application's frequent queries run as named statements (docs/decisions/scale-named-statements.md): parsed
 * once per connection. Checked on a real connection: pg_prepared_statements lists what the server holds.
 */
describe('named statements', () => {
  let db: ReturnType<typeof createDb>;
  let statementName: typeof StatementName;
  beforeAll(async () => {
    // The names are the process's (at most 200): the files before this one in the same test worker named their
    // own queries. A fresh copy of the modules is a process that has named nothing yet.
    vi.resetModules();
    const client = await import('./client');
    ({ statementName } = await import('./named-statements'));
    // One connection, so every query meets the statements the earlier ones prepared.
    db = client.createDb(await createTestDatabase(), 1);
  });
  afterAll(() => db.pool.end());

  const prepared = async () =>
    (await db.pool.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
      (r) => r.statement,
    );

  it('names a query text from its third run on, and the answers do not change', async () => {
    const text = 'select $1::int + 1 as n /* named-statements test */';
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push((await db.pool.query({ text, values: [i] })).rows[0].n);
      if (i === 1) expect(await prepared()).not.toContain(text);
    }
    expect(answers).toEqual([1, 2, 3, 4, 5]);
    expect(await prepared()).toContain(text);
  });

  it('runs pattern searches unnamed: their plan depends on the pattern', async () => {
    const text = 'select count(*)::int as n from pg_class where relname ilike $1 /* pattern */';
    for (let i = 0; i < 5; i++) await db.pool.query({ text, values: ['%pg%'] });
    expect(statementName(text)).toBeUndefined();
    expect(await prepared()).not.toContain(text);
  });

  it('keeps one name per text, and leaves a query that names itself alone', async () => {
    const text = 'select 42 as answer /* stable name */';
    for (let i = 0; i < 3; i++) await db.pool.query({ text });
    const name = statementName(text);
    expect(name).toMatch(/^hrwe_\d+$/);
    expect(statementName(text)).toBe(name);
    await db.pool.query({ name: 'own_name', text: 'select 7 as seven' });
    const { rows } = await db.pool.query<{ name: string }>('select name from pg_prepared_statements');
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining([name, 'own_name']));
  });

  it('keeps working through Drizzle and after a failed statement in a transaction', async () => {
    const { sql } = await import('drizzle-orm');
    for (let i = 0; i < 4; i++) {
      const r = await db.db.execute<{ n: number }>(sql`select ${i}::int * 2 as n`);
      expect(r.rows[0]!.n).toBe(i * 2);
    }
    await expect(
      db.db.transaction(async (tx) => {
        await tx.execute(sql`select ${1}::int * 2 as n`);
        await tx.execute(sql`select 1 / ${0}::int`);
      }),
    ).rejects.toThrow();
    expect((await db.db.execute<{ n: number }>(sql`select ${5}::int * 2 as n`)).rows[0]!.n).toBe(10);
  });
});
