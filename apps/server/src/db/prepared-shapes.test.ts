import type { ListQuery } from '@hrwe/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import { tenantList } from '../modules/tenants/tenants.repository';
import { pageOf } from '../platform/listing';
import { createDb } from './client';
import { preparedByShape, shapesOf } from './prepared';
import { tenants } from './schema/index';

/**
 * Statements by shape (docs/decisions/scale-prepared-queries.md): one statement per shape of the condition, new values
 * bound on every run, and no shape serving two texts (under the tests each run is checked against the query built the
 * ordinary way, so a list whose key missed a difference fails here and in its own tests).
 */
describe('prepared statements by shape', () => {
  let db: ReturnType<typeof createDb>;
  beforeAll(async () => {
    db = createDb(await createTestDatabase(), 2);
    await db.db.insert(tenants).values(
      ['alfa', 'beta', 'gamma'].map((n) => ({
        name: `shape-${n}`,
        dns: `shape-${n}.example`,
        businessPlan: n,
      })),
    );
  });
  afterAll(() => db.pool.end());

  const names = (where: ReturnType<typeof and>, name = 'test.names') =>
    preparedByShape(db.db, name, where, (w) =>
      db.db.select({ name: tenants.name }).from(tenants).where(w).orderBy(tenants.name),
    ).then((rows) => rows.map((r) => r.name));

  it('binds each run’s values into the one statement of its shape', async () => {
    expect(await names(eq(tenants.dns, 'shape-alfa.example'))).toEqual(['shape-alfa']);
    expect(await names(eq(tenants.dns, 'shape-beta.example'))).toEqual(['shape-beta']);
    expect(shapesOf(db.db, 'test.names')).toHaveLength(1);
    // Another shape (two values in the list, a null test): statements of their own, with their own rows.
    expect(await names(inArray(tenants.businessPlan, ['alfa', 'gamma']))).toEqual([
      'shape-alfa',
      'shape-gamma',
    ]);
    expect(await names(inArray(tenants.businessPlan, ['beta']))).toEqual(['shape-beta']);
    expect(await names(and(eq(tenants.businessPlan, 'beta'), eq(tenants.isPlatform, false)))).toEqual([
      'shape-beta',
    ]);
    expect(shapesOf(db.db, 'test.names')).toHaveLength(4);
  });

  it('maps a flat select’s rows as Drizzle does (dates, mapWith, nulls)', async () => {
    const select = (w: ReturnType<typeof and>) =>
      db.db
        .select({
          name: tenants.name,
          createdAt: tenants.createdAt,
          since: sql<Date>`${tenants.createdAt}`.mapWith(tenants.createdAt),
          plan: sql<number>`length(${tenants.businessPlan})`.mapWith(Number),
          none: sql<string | null>`null`,
          platform: tenants.isPlatform,
        })
        .from(tenants)
        .where(w)
        .orderBy(tenants.name);
    const where = inArray(tenants.dns, ['shape-alfa.example', 'shape-gamma.example']);
    const prepared = await preparedByShape(db.db, 'test.rows', where, select);
    expect(prepared).toEqual(await select(where));
    expect(prepared[0]).toMatchObject({ name: 'shape-alfa', plan: 4, none: null, platform: false });
    expect(prepared[0]!.createdAt).toBeInstanceOf(Date);
    expect(prepared[0]!.since).toEqual(prepared[0]!.createdAt);
  });

  it('fails a shape that would serve two texts or a value it did not bind', async () => {
    // The select differs by something neither the name nor the condition says: one shape, two texts.
    let column: typeof tenants.name | typeof tenants.dns = tenants.name;
    const pick = () =>
      preparedByShape(db.db, 'test.collide', eq(tenants.dns, 'shape-alfa.example'), (w) =>
        db.db.select({ v: column }).from(tenants).where(w),
      );
    expect(await pick()).toEqual([{ v: 'shape-alfa' }]);
    column = tenants.dns;
    await expect(pick()).rejects.toThrow(/one shape, two queries/);
    // A value written outside the condition (a tenant's id in the select) would be the first run's forever.
    let tag = 'first';
    const tagged = () =>
      preparedByShape(db.db, 'test.baked', eq(tenants.dns, 'shape-beta.example'), (w) =>
        db.db
          .select({ v: sql<string>`${tag}::text` })
          .from(tenants)
          .where(w),
      );
    expect(await tagged()).toEqual([{ v: 'first' }]);
    tag = 'second';
    await expect(tagged()).rejects.toThrow(/one shape, two queries/);
  });

  it('serves a list’s pages, first by offset then by cursor, from one statement each', async () => {
    const q = (over: Partial<ListQuery> & { name?: string }) =>
      ({ page: 1, pageSize: 1, ...over }) as ListQuery;
    const page = (query: ListQuery & { name?: string }) => {
      const list = tenantList(db.db, query);
      return pageOf(query, 1, list.rows, list.count);
    };
    const sort = { field: 'name', dir: 'asc' } as const;
    const a = await page(q({ name: 'shape-', sort }));
    const b = await page(q({ name: 'shape-', sort, after: a.nextCursor! }));
    const c = await page(q({ name: 'shape-', sort, after: b.nextCursor! }));
    expect([a, b, c].map((p) => p.data[0]?.name)).toEqual(['shape-alfa', 'shape-beta', 'shape-gamma']);
    expect(c.count).toBe(3);
    expect(await page(q({ name: 'shape-g', sort }))).toMatchObject({
      count: 1,
      data: [{ name: 'shape-gamma' }],
    });
    // The first page (two filters), the pages after a cursor (two cursors) and the count (two filters): three.
    expect(shapesOf(db.db, 'tenants|').map((s) => s.key.split('\u0000')[0])).toEqual([
      'tenants|name:asc|page|2|first',
      'tenants|count',
      'tenants|name:asc|after|2|first',
    ]);
  });
});
