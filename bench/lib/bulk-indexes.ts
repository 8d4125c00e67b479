import type pg from 'pg';

/**
 * Runs a bulk load with the secondary indexes dropped, then builds each again from its own definition
 * (PostgreSQL's "Populating a Database": one build is far cheaper than updating the index a row at a time; the
 * candidates' trigram GIN indexes made the million-candidate load about ten times slower). Unique indexes and those
 * behind a constraint stay: keys and ON CONFLICT rely on them during the load.
 */
export async function withoutSecondaryIndexes<T>(client: pg.PoolClient, load: () => Promise<T>): Promise<T> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `select i.indexname as name, i.indexdef as def
       from pg_indexes i
      where i.schemaname = 'public' and i.indexdef not like 'CREATE UNIQUE %'
        and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
  );
  for (const r of rows) await client.query(`drop index public."${r.name}"`);
  try {
    return await load();
  } finally {
    // Built even when the load failed, so the schema stays what the migrations made.
    await client.query(`set maintenance_work_mem = '1GB'`);
    for (const r of rows) await client.query(r.def);
    await client.query('reset maintenance_work_mem');
  }
}
