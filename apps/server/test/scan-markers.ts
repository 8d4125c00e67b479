import type pg from 'pg';

/** Every text, varchar, json, jsonb, bytea and text-array column of every table of every schema (partitions are read
 * through their parent). */
export async function scannableColumns(pool: pg.Pool) {
  const { rows } = await pool.query<{ schema: string; table: string; column: string; type: string }>(`
    select n.nspname as schema, c.relname as table, a.attname as column, format_type(a.atttypid, null) as type
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and not c.relispartition
       and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
       and a.attnum > 0 and not a.attisdropped
       and format_type(a.atttypid, null) in ('text', 'character varying', 'json', 'jsonb', 'bytea', 'text[]')
     order by 1, 2, 3`);
  return rows;
}

export type ScanResult = {
  tables: number;
  columns: number;
  /** `schema.table.column` → how many of its rows hold the tag. */
  hits: Record<string, number>;
};

/** Looks for `tag` (case-insensitive) in every scannable column; bytea is read as its escaped text. */
export async function scanFor(pool: pg.Pool, tag: string): Promise<ScanResult> {
  const columns = await scannableColumns(pool);
  const hits: Record<string, number> = {};
  for (const c of columns) {
    const col = `"${c.column}"`;
    const expr = c.type === 'bytea' ? `encode(${col}, 'escape')` : `${col}::text`;
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from "${c.schema}"."${c.table}" where ${expr} ~* $1`,
      [tag],
    );
    if (rows[0]!.n > 0) hits[`${c.schema}.${c.table}.${c.column}`] = rows[0]!.n;
  }
  return {
    tables: new Set(columns.map((c) => `${c.schema}.${c.table}`)).size,
    columns: columns.length,
    hits,
  };
}
