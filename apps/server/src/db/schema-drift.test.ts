import fs from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import * as schema from './schema/index';

/**
 * The migrated database and the Drizzle definitions describe the same tables: every table and column of one is in
 * the other, with the same type and nullability, and the same keys, foreign keys (with their action on delete),
 * checks and indexes by name. A change made in SQL without the Drizzle schema (or the reverse) fails here.
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

/** Indexes the custom migrations create by hand (Drizzle cannot declare INCLUDE): `create index <name>` there. */
const customIndexes = new Set(
  fs
    .readdirSync(path.join(import.meta.dirname, 'migrations'))
    .filter((f) => f.endsWith('.sql'))
    .flatMap((f) => [
      ...fs
        .readFileSync(path.join(import.meta.dirname, 'migrations', f), 'utf8')
        .matchAll(/^create index (\w+)/gm),
    ])
    .map((m) => m[1]!),
);

const ON_DELETE: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

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
  let objects: string[];
  beforeAll(async () => {
    objects = (
      await client.query<{ x: string }>(`
        select c.relname || ' ' || case k.contype when 'p' then 'primary key' when 'u' then 'unique' when 'c' then 'check'
                 else 'foreign key' end || ' ' || k.conname
               || case when k.contype = 'f' then ' -> ' || k.confrelid::regclass::text || ' on delete ' || k.confdeltype::text
                  else '' end as x
          from pg_constraint k join pg_class c on c.oid = k.conrelid
         where k.connamespace = 'public'::regnamespace and k.contype in ('p', 'u', 'c', 'f')
        union all
        select c.relname || case when x.indisunique then ' unique index ' else ' index ' end || i.relname
          from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
         where c.relnamespace = 'public'::regnamespace
           and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid and k.contype in ('p', 'u'))`)
    ).rows.map((r) => r.x.replace(/ on delete (\w)$/, (_, a: string) => ` on delete ${ON_DELETE[a]}`));
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

  it('has the same keys, foreign keys, checks and indexes on both sides', () => {
    const declared: string[] = [];
    for (const t of tables) {
      for (const col of t.columns) {
        if (col.primary) declared.push(`${t.name} primary key ${t.name}_pkey`);
        if (col.isUnique) declared.push(`${t.name} unique ${col.uniqueName}`);
      }
      for (const pk of t.primaryKeys) declared.push(`${t.name} primary key ${pk.getName()}`);
      for (const u of t.uniqueConstraints) declared.push(`${t.name} unique ${u.getName()}`);
      for (const c of t.checks) declared.push(`${t.name} check ${c.name}`);
      for (const fk of t.foreignKeys) {
        const target = getTableConfig(fk.reference().foreignTable).name;
        declared.push(
          `${t.name} foreign key ${fk.getName()} -> ${target} on delete ${fk.onDelete ?? 'no action'}`,
        );
      }
      for (const i of t.indexes)
        declared.push(`${t.name}${i.config.unique ? ' unique index ' : ' index '}${i.config.name}`);
    }
    const live = objects.filter((x) => !NOT_IN_DRIZZLE.has(x.split(' ')[0]!));
    const onlyLive = live.filter((x) => !declared.includes(x));
    expect(
      onlyLive.filter((x) => !customIndexes.has(x.split(' ').at(-1)!)),
      'in the database, not in Drizzle',
    ).toEqual([]);
    expect(
      declared.filter((x) => !live.includes(x)),
      'in Drizzle, not in the database',
    ).toEqual([]);
  });
});
