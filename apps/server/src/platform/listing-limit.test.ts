import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import { createDb } from '../db/client';
import { shapesOf } from '../db/prepared';
import { reportList } from '../modules/reports/reports.lists.repository';
import { literalLimit } from './listing';

/**
 * A list page's LIMIT is part of the statement's text, not a parameter (docs/decisions/scale-literal-page-limit.md):
 * the named statement's generic plan then knows it reads a page, and PostgreSQL stops planning it on every call.
 * The pages run on an empty database; the texts are the prepared statements they ran (db/prepared.ts).
 */
const admin = { tenantId: 1, userId: '00000000-0000-4000-8000-000000000001', admin: true };

describe('list pages: a literal LIMIT', () => {
  let db: ReturnType<typeof createDb>;
  beforeAll(async () => {
    db = createDb(await createTestDatabase(), 2);
  });
  afterAll(() => db.pool.end());
  const page = (page: number, limit: number, offset: number) =>
    reportList(db.db, admin, { page } as never, {}).rows(limit, offset);
  const texts = (prefix: string) => shapesOf(db.db, `reports.history|dateCreated:desc|page|${prefix}`);

  it('writes the page size into the text and binds the offset', async () => {
    await page(3, 51, 100);
    expect(texts('51|').map((s) => s.text)).toEqual([expect.stringMatching(/ limit 51 offset \$\d+$/)]);
    // Two offsets are one text; two page sizes are two.
    await page(4, 51, 150);
    expect(texts('51|')).toHaveLength(1);
    await page(1, 21, 0);
    expect(texts('21|').map((s) => s.text)).toEqual([expect.stringMatching(/ limit 21$/)]);
  });

  it('refuses anything but a whole count, so no text can reach the SQL', () => {
    for (const bad of [1.5, -1, Number.NaN, Number.POSITIVE_INFINITY, '51; drop table users' as never])
      expect(() => literalLimit(bad)).toThrow(/not a count/);
  });
});
