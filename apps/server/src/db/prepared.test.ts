import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import { createDb } from './client';
import { preparedQuery, value } from './prepared';
import { tenants } from './schema/index';

/** Queries written once per handle and shape (docs/decisions/scale-prepared-queries.md), checked on a real database. */
describe('prepared queries', () => {
  let db: ReturnType<typeof createDb>;
  beforeAll(async () => {
    db = createDb(await createTestDatabase(), 2);
  });
  afterAll(() => db.pool.end());

  const byDns = preparedQuery((d, shape: 'dns' | 'name') =>
    d
      .select({ name: tenants.name })
      .from(tenants)
      .where(shape === 'dns' ? eq(tenants.dns, value('v')) : eq(tenants.name, value('v'))),
  );

  it('binds new values on every run and keeps one query per shape', async () => {
    await db.db.insert(tenants).values([
      { name: 'prepared-a', dns: 'prepared-a.example' },
      { name: 'prepared-b', dns: 'prepared-b.example' },
    ]);
    expect(await byDns(db.db, { v: 'prepared-a.example' }, 'dns')).toEqual([{ name: 'prepared-a' }]);
    expect(await byDns(db.db, { v: 'prepared-b.example' }, 'dns')).toEqual([{ name: 'prepared-b' }]);
    // The other shape is its own query: a name matched by the dns query would find nothing.
    expect(await byDns(db.db, { v: 'prepared-b' }, 'name')).toEqual([{ name: 'prepared-b' }]);
    expect(await byDns(db.db, { v: 'prepared-b' }, 'dns')).toEqual([]);
  });

  it('runs inside the transaction it is given: it sees the transaction’s own rows', async () => {
    await byDns(db.db, { v: 'warm' }, 'dns'); // already written for the pool's handle
    const seen = await db.db.transaction(async (tx) => {
      await tx.insert(tenants).values({ name: 'prepared-tx', dns: 'prepared-tx.example' });
      return byDns(tx as never, { v: 'prepared-tx.example' }, 'dns');
    });
    expect(seen).toEqual([{ name: 'prepared-tx' }]);
  });
});
