import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import * as schema from './schema/index';

/**
 * The migrated database and the Drizzle definitions describe the same tables: every table and column of one is in
 * the other, with the same type and nullability. A migration without its Drizzle mirror (or the reverse) fails here.
 */

/** Tables that are no feature's data: the migrations' own record. */
const NOT_IN_DRIZZLE = new Set(['schema_migrations']);

/** Drizzle's SQL type as PostgreSQL's format_type() writes it. */
function canonical(sqlType: string): string {
  const t = sqlType.toLowerCase().replace(/,\s+/g, ',');
  const aliases: Record<string, string> = {
    serial: 'integer',
    bigserial: 'bigint',
    smallserial: 'smallint',
    timestamp: 'timestamp without time zone',
    time: 'time without time zone',
  };
  return (aliases[t] ?? t)
    .replace(/^varchar/, 'character varying')
    .replace(/^char\b/, 'character')
    .replace(/^timestamp\((\d)\) with time zone$/, 'timestamp($1) with time zone');
}

type DbColumn = { table: string; column: string; type: string; notNull: boolean };

describe('database schema drift', () => {
  let client: pg.Client;
  let live: DbColumn[];
  beforeAll(async () => {
    client = new pg.Client({ connectionString: await createTestDatabase() });
    await client.connect();
    live = (
      await client.query<DbColumn>(`
        select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
               a.attnotnull as "notNull"
          from pg_attribute a
          join pg_class c on c.oid = a.attrelid
          join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`)
    ).rows;
  });
  afterAll(() => client?.end());

  const tables = (Object.values(schema) as unknown[])
    .filter((v): v is PgTable => is(v, PgTable))
    .map((t) => getTableConfig(t));

  it('has every migrated table in the Drizzle schema, and the reverse', () => {
    const inDb = new Set(live.map((c) => c.table).filter((t) => !NOT_IN_DRIZZLE.has(t)));
    const inDrizzle = new Set(tables.map((t) => t.name));
    expect([...inDb].filter((t) => !inDrizzle.has(t)).sort(), 'tables without a Drizzle definition').toEqual(
      [],
    );
    expect([...inDrizzle].filter((t) => !inDb.has(t)).sort(), 'Drizzle tables no migration creates').toEqual(
      [],
    );
  });

  it('has the same columns, types and nullability on both sides', () => {
    const differences: string[] = [];
    for (const t of tables) {
      const dbCols = new Map(live.filter((c) => c.table === t.name).map((c) => [c.column, c]));
      if (!dbCols.size) continue; // reported by the test above
      for (const col of t.columns) {
        const db = dbCols.get(col.name);
        dbCols.delete(col.name);
        if (!db) {
          differences.push(`${t.name}.${col.name}: in Drizzle, not in the database`);
          continue;
        }
        const type = canonical(col.getSQLType());
        if (type !== db.type) differences.push(`${t.name}.${col.name}: Drizzle ${type}, database ${db.type}`);
        if (col.notNull !== db.notNull)
          differences.push(
            `${t.name}.${col.name}: Drizzle ${col.notNull ? 'not null' : 'nullable'}, database ${db.notNull ? 'not null' : 'nullable'}`,
          );
      }
      for (const name of dbCols.keys())
        differences.push(`${t.name}.${name}: in the database, not in Drizzle`);
    }
    expect(differences).toEqual([]);
  });
});
