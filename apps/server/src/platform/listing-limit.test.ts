import { describe, expect, it } from 'vitest';
import { createDb } from '../db/client';
import { reportList } from '../modules/reports/reports.lists.repository';
import { literalLimit } from './listing';

/**
 * A list page's LIMIT is part of the statement's text, not a parameter (docs/decisions/scale-literal-page-limit.md):
 * the named statement's generic plan then knows it reads a page, and PostgreSQL stops planning it on every call.
 * Only the SQL text is built here; no query runs.
 */
const { db, pool } = createDb('postgres://nobody@127.0.0.1:1/none');
const admin = { tenantId: 1, userId: '00000000-0000-4000-8000-000000000001', admin: true };
/** The SQL of the history's page `page` read as `limit` rows from `offset` (the query builder `pageOf` awaits). */
const pageSql = (page: number, limit: number, offset: number) =>
  (
    reportList(db, admin, { page } as never, {}).rows(limit, offset) as unknown as {
      toSQL(): { sql: string; params: unknown[] };
    }
  ).toSQL();

describe('list pages: a literal LIMIT', () => {
  it('writes the page size into the text and binds the offset', async () => {
    const page = pageSql(3, 51, 100);
    expect(page.sql).toMatch(/ limit 51 offset \$\d+$/);
    expect(page.params).not.toContain(51);
    expect(page.params).toContain(100);
    // Two page sizes are two texts; two offsets are one.
    const other = pageSql(4, 51, 150);
    expect(other.sql).toBe(page.sql);
    expect(pageSql(1, 21, 0).sql).toMatch(/ limit 21$/);
    await pool.end();
  });

  it('refuses anything but a whole count, so no text can reach the SQL', () => {
    for (const bad of [1.5, -1, Number.NaN, Number.POSITIVE_INFINITY, '51; drop table users' as never])
      expect(() => literalLimit(bad)).toThrow(/not a count/);
  });
});
