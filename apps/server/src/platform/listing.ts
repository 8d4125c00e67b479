import { badRequest, COUNT_BOUND, type ListQuery, type ListResult } from '@hrwe/domain';
import { type AnyColumn, asc, Column, desc, is, SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Db } from '../db/client';

export type SortSpec = {
  sortable: Record<string, AnyColumn | SQL>;
  default: { field: string; dir: 'asc' | 'desc' };
};

/** The ORDER BY of a list query from ?sort=field:dir, limited to the columns a list declares sortable. */
export function orderByOf(query: ListQuery, spec: SortSpec): SQL[] {
  const { field, dir } = query.sort ?? spec.default;
  // Own keys only: 'constructor' or 'toString' must not pass as a sortable column of a plain object.
  const column = Object.hasOwn(spec.sortable, field) ? spec.sortable[field] : undefined;
  if (!column) throw badRequest('SORT_NOT_VALID', { sort: 'SORT_NOT_VALID' });
  return [dir === 'asc' ? asc(column) : desc(column)];
}

/**
 * Runs one page of a list: `rows(limit, offset)` and `count()` share the filters the caller built.
 * Exports stream the same list's query through `allRows`, so screen and file show the same rows.
 */
export async function pageOf<T>(
  query: ListQuery,
  defaultPageSize: number,
  rows: (limit: number, offset: number) => Promise<T[]>,
  count: () => Promise<number | BoundedCount>,
): Promise<ListResult<T>> {
  const pageSize = query.pageSize ?? defaultPageSize;
  const [data, total] = await Promise.all([rows(pageSize, (query.page - 1) * pageSize), count()]);
  if (typeof total === 'object')
    return { data, count: total.count, page: query.page, pageSize, countCapped: total.capped };
  return { data, count: Number(total), page: query.page, pageSize };
}

export type BoundedCount = { count: number; capped: boolean };

/**
 * The rows of a filtered list counted up to COUNT_BOUND (the listing protocol's `countCapped`): `rows` selects one
 * row per match; the count stops reading after the bound, so a common word costs what 10,001 rows cost.
 */
export async function boundedCount(db: Db, rows: SQL): Promise<BoundedCount> {
  const { rows: r } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (${rows} limit ${COUNT_BOUND + 1}) matches`,
  );
  const n = Number(r[0]?.n ?? 0);
  return n > COUNT_BOUND ? { count: COUNT_BOUND, capped: true } : { count: n, capped: false };
}

/** A list's query before paging: what an export streams (a Drizzle select with its order). */
export type ListQueryBuilder<T> = {
  toSQL(): { sql: string; params: unknown[] };
  readonly _: { readonly selectedFields: Record<string, unknown>; readonly result: T[] };
};

/** Raw text for the types Drizzle's columns decode themselves (as its node-postgres driver asks for them). */
const RAW_TYPES = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const rawTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    RAW_TYPES.has(oid)
      ? (v: string) => v
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

type Decoder = { mapFromDriverValue(value: unknown): unknown };

/**
 * Each selected field's decoder, in the order of the select's columns: a column, or an `sql` expression's own
 * (its `.mapWith`), as Drizzle's driver applies them to the rows it reads itself.
 */
function decoders(fields: Record<string, unknown>): { key: string; decoder: Decoder }[] {
  return Object.entries(fields).map(([key, field]) => {
    const expression = is(field, SQL.Aliased) ? field.sql : field;
    const decoder = is(expression, Column)
      ? expression
      : is(expression, SQL)
        ? (expression as unknown as { decoder: Decoder }).decoder
        : null;
    if (!decoder) throw new Error(`allRows: field ${key} is neither a column nor an sql expression`);
    return { key, decoder };
  });
}

/**
 * Every row of a list, in its order, for an export: one server-side cursor reads them in batches, so the database
 * sorts once and the export is one snapshot of the data (reading page by page with an offset re-read every row
 * before each page: 100,000 rows cost 50 sorts). The next batch is read while the current one is written, and only
 * two batches are held at once, so memory stays flat. The select's fields must be flat (no nested objects).
 */
export async function* allRows<T>(db: Db, query: ListQueryBuilder<T>, batch = 2_000): AsyncGenerator<T> {
  const fields = decoders(query._.selectedFields);
  const { sql: text, params } = query.toSQL();
  const client = await db.$client.connect();
  const cursor = client.query(new Cursor(text, params, { rowMode: 'array', types: rawTypes }));
  const toRow = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    fields.forEach(({ key, decoder }, i) => {
      row[key] = values[i] === null ? null : decoder.mapFromDriverValue(values[i]);
    });
    return row as T;
  };
  let next: Promise<unknown[][]> | null = cursor.read(batch);
  try {
    while (next) {
      const chunk: unknown[][] = await next;
      next = chunk.length === batch ? cursor.read(batch) : null;
      for (const values of chunk) yield toRow(values);
    }
  } finally {
    // A reader that stops early leaves a read in flight: its outcome is not wanted.
    await next?.catch(() => {});
    await cursor.close().catch(() => {});
    client.release();
  }
}

/** count(*) as a number, for the count() side of pageOf. */
export const countAll = sql<number>`count(*)::int`;
