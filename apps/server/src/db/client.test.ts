import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import { createDb } from './client';

/** The application's connections run without parallel workers (docs/decisions/scale-no-parallel-workers.md). */
describe('database client', () => {
  let db: ReturnType<typeof createDb>;
  beforeAll(async () => {
    db = createDb(await createTestDatabase(), 2);
  });
  afterAll(() => db.pool.end());

  it('opens every connection with max_parallel_workers_per_gather = 0', async () => {
    const setting = async () =>
      (
        await db.pool.query<{ v: string }>('select current_setting($1) as v', [
          'max_parallel_workers_per_gather',
        ])
      ).rows[0]!.v;
    const clients = await Promise.all([db.pool.connect(), db.pool.connect()]);
    try {
      for (const c of clients)
        expect((await c.query('show max_parallel_workers_per_gather')).rows[0]).toEqual({
          max_parallel_workers_per_gather: '0',
        });
    } finally {
      for (const c of clients) c.release();
    }
    expect(await setting()).toBe('0');
  });
});
