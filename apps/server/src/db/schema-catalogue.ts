import type pg from 'pg';

/**
 * What a database's `public` schema is made of, as PostgreSQL describes it: tables, columns (position, type,
 * default, nullability, identity), constraints and indexes with their definitions, functions with their source,
 * triggers, sequences, extensions. Two databases with equal catalogues have the same schema, whatever SQL built them
 * (db/baseline-catalogue.test.ts compares the legacy chain with the generated migrations this way).
 */
export type Catalogue = Record<string, string[]>;

const QUERIES: Record<string, string> = {
  tables: `
    select c.relname || ' ' || c.relkind::text || ' ' || c.relpersistence::text as x
      from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm')`,
  columns: `
    select c.relname || '.' || a.attname || ' #' || row_number() over (partition by c.oid order by a.attnum)
           || ' ' || format_type(a.atttypid, a.atttypmod) || case when a.attnotnull then ' not null' else '' end
           || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
           || case when a.attidentity <> '' then ' identity ' || a.attidentity::text else '' end
           || case when a.attgenerated <> '' then ' generated ' || a.attgenerated::text else '' end
           || coalesce(' collate ' || nullif(co.collname, 'default'), '') as x
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      left join pg_collation co on co.oid = a.attcollation
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm')
       and a.attnum > 0 and not a.attisdropped`,
  constraints: `
    select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
           || case when condeferrable then ' deferrable' else '' end as x
      from pg_constraint where connamespace = 'public'::regnamespace`,
  indexes: `select indexdef as x from pg_indexes where schemaname = 'public'`,
  functions: `
    select pg_get_functiondef(p.oid) as x
      from pg_proc p
     where p.pronamespace = 'public'::regnamespace and p.prokind in ('f', 'p')
       and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
  triggers: `
    select pg_get_triggerdef(t.oid) || case when t.tgenabled <> 'O' then ' enabled ' || t.tgenabled::text else '' end as x
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
     where c.relnamespace = 'public'::regnamespace and not t.tgisinternal`,
  sequences: `
    select s.sequencename || ' ' || s.data_type || ' ' || s.start_value || ' ' || s.increment_by
           || coalesce(' owned by ' || (select dc.relname || '.' || a.attname
                 from pg_depend d join pg_class dc on dc.oid = d.refobjid
                 join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
                where d.objid = (quote_ident(s.schemaname) || '.' || quote_ident(s.sequencename))::regclass
                  and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')), '') as x
      from pg_sequences s where s.schemaname = 'public'`,
  extensions: `select extname || ' ' || extversion as x from pg_extension`,
  comments: `
    select c.relname || coalesce('.' || a.attname, '') || ' ' || d.description as x
      from pg_description d join pg_class c on c.oid = d.objoid
      left join pg_attribute a on a.attrelid = d.objoid and a.attnum = d.objsubid and d.objsubid > 0
     where c.relnamespace = 'public'::regnamespace`,
};

/** The catalogue of the database `client` is connected to; each list sorted. */
export async function readCatalogue(client: pg.Client): Promise<Catalogue> {
  const catalogue: Catalogue = {};
  for (const [part, query] of Object.entries(QUERIES))
    catalogue[part] = (await client.query<{ x: string }>(query)).rows.map((r) => r.x).sort();
  return catalogue;
}

/**
 * The rows of every table but the skipped ones, as JSON (the columns named in `unstable`, such as creation times,
 * left out), sorted: the reference data migrations insert or triggers write.
 */
export async function readRows(
  client: pg.Client,
  { skipTables = ['schema_migrations'], unstable = ['created_at', 'updated_at'] } = {},
): Promise<Record<string, string[]>> {
  const tables = (
    await client.query<{ name: string }>(
      `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')`,
    )
  ).rows
    .map((r) => r.name)
    .filter((t) => !skipTables.includes(t))
    .sort();
  const rows: Record<string, string[]> = {};
  for (const table of tables) {
    const minus = unstable.map((c) => ` - '${c}'`).join('');
    const { rows: found } = await client.query<{ x: string }>(
      `select (to_jsonb(t)${minus})::text as x from "${table}" t`,
    );
    rows[table] = found.map((r) => r.x).sort();
  }
  return rows;
}
