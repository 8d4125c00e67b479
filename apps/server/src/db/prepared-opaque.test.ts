import { getTableColumns, getTableName, is, Param, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import { createDb } from './client';
import { opaqueValues } from './prepared';
import * as schema from './schema/index';

/**
 * A keyset page's values are InitPlans cast to their column's type (docs/decisions/scale-keyset-plan-once.md): every
 * column of every table can be compared with one. A type Drizzle names that PostgreSQL cannot cast to (`serial`)
 * would fail the page of any list that seeks or filters on such a column.
 */
describe('opaque values', () => {
  let db: ReturnType<typeof createDb>;
  beforeAll(async () => {
    db = createDb(await createTestDatabase(), 1);
  });
  afterAll(() => db.pool.end());

  const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter((t) => is(t, PgTable));
  const columns = tables.flatMap((table) =>
    Object.values(getTableColumns(table)).map((column) => ({ table, column })),
  );

  it('compares every column of the database with a value the planner cannot see', async () => {
    expect(columns.length).toBeGreaterThan(100);
    for (const { table, column } of columns) {
      const where = opaqueValues(sql`${column} is not distinct from ${new Param(null, column)}`)!;
      const query = db.db.select({ one: sql`1` }).from(table).where(where).limit(0);
      expect(query.toSQL().sql, `${getTableName(table)}.${column.name}`).toMatch(/\(select \$1::[a-z]/);
      await expect(query, `${getTableName(table)}.${column.name}`).resolves.toEqual([]);
    }
  });

  it('leaves values of no known type, and inlined ones, as they are', () => {
    const table = schema.tenants;
    const where = opaqueValues(sql`${table.name} = ${'a'} and ${sql`${table.id} = ${1}`.inlineParams()}`)!;
    expect(db.db.select().from(table).where(where).toSQL()).toMatchObject({
      sql: expect.stringContaining('where "tenants"."name" = $1 and "tenants"."id" = 1'),
      params: ['a'],
    });
  });
});
