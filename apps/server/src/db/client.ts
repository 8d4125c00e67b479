import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { NamedStatementsClient } from './named-statements';
import * as schema from './schema/index';

/** The database, with its pool (`$client`) for what runs on a connection of its own (an export's cursor). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

// Dates (type 1082) stay 'yyyy-MM-dd' strings: a calendar date has no time zone to shift.
pg.types.setTypeParser(1082, (v) => v);
// bigint counts fit in a JS number at our sizes.
pg.types.setTypeParser(20, (v) => Number(v));

export function createDb(url: string, max = 10): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    Client: NamedStatementsClient,
    // No parallel workers for the application's queries (docs/decisions/scale-no-parallel-workers.md): with every
    // connection busy they add CPU to a page that stops after 50 rows (the administrator's search at 1M: 3 ms alone).
    options: '-c max_parallel_workers_per_gather=0',
  });
  // A database that does not answer within 5 s fails the request with 503 (db/unavailable.ts) instead of hanging it.
  // An idle connection closed by the server (shutdown, restart) must not crash the process: the next query reconnects.
  pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
  // A connection lost while checked out (a transaction) emits 'error' on its client, where the pool no longer listens:
  // unheard, it would end the process. Its query fails on its own and answers 503.
  pool.on('connect', (client) => client.on('error', () => {}));
  return { db: drizzle(pool, { schema }), pool };
}
