import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded';
import { migrate } from '../../apps/server/src/db/migrate';

/** bench/data, or BENCH_DATA_DIR (how the bench seeds its second database, bench/data-10000, with seed.ts). */
export const BENCH_DATA_DIR = path.resolve(
  process.env.BENCH_DATA_DIR ?? path.join(import.meta.dirname, '../data'),
);
/** Every seeded HR user and administrator signs in with this password. */
export const BENCH_PASSWORD = 'Bench!Password123';
/** The host name of the second tenant. */
export const SECOND_TENANT_HOST = 'bench2.localhost';

/**
 * The benchmark database: DATABASE_URL when set, else an embedded PostgreSQL kept in bench/data
 * (created on first use, so the seeded data survives between `bench:seed` and `bench`); with `dir`, always the
 * embedded PostgreSQL kept there. Migrated.
 */
export async function openBenchDatabase(log: (m: string) => void = () => {}, dir?: string) {
  let url = dir ? undefined : process.env.DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const embedded = await startEmbeddedPostgres(dir ?? BENCH_DATA_DIR, log);
    url = embedded.url;
    stop = embedded.stop;
  }
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', () => {});
  try {
    await migrate(pool);
  } catch (e) {
    await pool.end();
    await stop();
    throw e;
  }
  return {
    url,
    pool,
    stop: async () => {
      await pool.end();
      await stop();
    },
  };
}

export const fmt = (n: number) => n.toLocaleString('en-US');
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
