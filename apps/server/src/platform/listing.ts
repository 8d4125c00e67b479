import { badRequest, COUNT_BOUND, CURSOR_MAX_LENGTH, type ListQuery, type ListResult } from '@hrwe/domain';
import { type AnyColumn, and, asc, Column, desc, is, Param, SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Db } from '../db/client';
import { opaqueValues, preparedByShape, type ShapedQuery, typedAs } from '../db/prepared';

/** A sort key: a column or an SQL expression, as the ORDER BY names it. */
export type SortKey = AnyColumn | SQL;
type Dir = 'asc' | 'desc';

export type SortSpec = {
  sortable: Record<string, SortKey>;
  default: { field: string; dir: Dir };
  /**
   * The keys after the sorted column that make the order total (the last one unique, e.g. `[[table.id, 'desc']]`):
   * rows equal on the sorted column keep one order from page to page, and a cursor names one row.
   */
  tiebreakers: [SortKey, Dir][];
};

/** A list's order and, when the query carries a cursor, where its page starts (docs/decisions/scale-keyset-pages.md). */
export type Sort = {
  /** The list's ORDER BY: the sorted column, then the tie-breakers (`all()`, exports). */
  orderBy: SQL[];
  /** The page's ORDER BY: `orderBy`, with every direction reversed when reading `before` a cursor. */
  pageOrderBy: SQL[];
  /** The rows strictly after (`after`) or before (`before`) the cursor's row in the list's order; undefined without one. */
  seek: SQL | undefined;
  /** Select it as `cursor`: the row's values of the ORDER BY, which `pageOf` turns into the page's cursors. */
  cursor: SQL<string>;
  /** What of the query's text the sort decides besides `seek`: the sorted field, its direction, and which way it pages. */
  shape: string;
};

/**
 * A list's two reads of one select (its columns with `cursor: sort.cursor`, its FROM and joins, made `$dynamic()`):
 * `all()`, every row in the list's order (exports stream it), and `rows(limit, offset)`, a page after the query's
 * cursor (what `pageOf` reads). A page is a prepared statement (db/prepared.ts `preparedByShape`): its scope, filters
 * and cursor values are bound, and Drizzle writes its text once per `list`, sort and shape of the condition. `list`
 * names the select: a list whose columns or joins vary (by caller or filter) says so in it.
 */
export function listReads<T extends PgSelect>(
  db: Db,
  list: string,
  from: () => T,
  where: SQL | undefined,
  sort: Sort,
) {
  return {
    all: () =>
      from()
        .where(where)
        .orderBy(...sort.orderBy),
    rows: (limit: number, offset: number): Promise<T['_']['result']> =>
      preparedByShape(
        db,
        // Drizzle writes no OFFSET for 0: the first page is its own text, as it was unprepared.
        `${list}|${sort.shape}|${limit}|${offset === 0 ? 'first' : 'offset'}`,
        pageCondition(where, sort),
        (w, arg) => {
          const page = from()
            .where(w)
            .orderBy(...sort.pageOrderBy)
            .limit(literalLimit(limit));
          return offset === 0 ? page : page.offset(arg('offset'));
        },
        { offset },
      ),
  };
}

/**
 * A page's condition: the list's, and past a cursor its seek, with the values then hidden from the planner
 * (db/prepared.ts `opaqueValues`, docs/decisions/scale-keyset-plan-once.md). Without them PostgreSQL made a plan for
 * each cursor at a million candidates (its estimate for the tenant and the cursor's place beat the generic plan's),
 * 0.2 ms of planning a page; every such plan walks the list's index from the cursor and stops after the page.
 */
export const pageCondition = (where: SQL | undefined, sort: Sort) =>
  sort.seek ? opaqueValues(and(where, sort.seek)) : where;

/** A list's count (a select of `n`, `countAll`, given the condition): prepared like its pages (`listReads`). */
export async function listCount(
  db: Db,
  list: string,
  where: SQL | undefined,
  build: (where: SQL | undefined) => ShapedQuery<{ n: number }[]>,
): Promise<number> {
  const [r] = await preparedByShape(db, `${list}|count`, where, build);
  return r?.n ?? 0;
}

/**
 * A page's LIMIT written into the query text, not bound as a parameter (docs/decisions/scale-literal-page-limit.md):
 * a named statement's generic plan must know it reads 51 rows. With `limit $n` PostgreSQL's generic plan assumes a
 * tenth of the table, costs far more than the plan made for 51, so at a million candidates it planned every page
 * again (the administrator's history: 0 generic plans in 312 runs). The page sizes are a few fixed numbers, so the
 * texts stay few; the offset stays a parameter (one text for every page).
 */
export function literalLimit(limit: number): number {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`page limit ${limit} is not a count`);
  // Drizzle renders an SQL chunk in place of the number: the digits go into the text.
  return sql.raw(String(limit)) as unknown as number;
}

const cursorNotValid = () => badRequest('CURSOR_NOT_VALID');

/** The cursor's key values (text or null), checked against the sort it was made for. */
function decodeCursor(token: string, sortName: string, keys: number): (string | null)[] {
  if (token.length === 0 || token.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token))
    throw cursorNotValid();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw cursorNotValid();
  }
  if (
    !Array.isArray(value) ||
    value.length !== keys + 1 ||
    value[0] !== sortName ||
    !value.slice(1).every((v) => v === null || typeof v === 'string')
  )
    throw cursorNotValid();
  return value.slice(1) as (string | null)[];
}

const isNotNull = (key: SortKey) => is(key, Column) && key.notNull;

/** The column whose type a key has: the key itself, or the column an expression is read as (`.mapWith`). */
function typeOfKey(key: SortKey): Column | undefined {
  if (is(key, Column)) return key;
  const decoder = is(key, SQL) ? (key as unknown as { decoder: unknown }).decoder : undefined;
  return is(decoder, Column) ? decoder : undefined;
}
/** A cursor's value (text), bound as its key's type when that is known, so `pageCondition` can hide it. */
function keyValue(key: SortKey, v: string) {
  const column = typeOfKey(key);
  return column ? new Param(v, typedAs(column)) : v;
}

/**
 * Rows strictly after the cursor's values in the order `keys` (each with its direction, PostgreSQL's default null
 * placement: ASC puts nulls last, DESC first): OR over i of (every key before i equal, key i strictly after). Which
 * null case applies is decided here from the cursor's values, so the SQL holds only `=`, `<`, `>`, `is null` with
 * bound parameters. A redundant range on the first key (when it is one) lets an index scan start at the cursor.
 */
function seekAfter(keys: [SortKey, Dir][], values: (string | null)[]): SQL {
  const equal = (key: SortKey, v: string | null) =>
    v === null ? sql`${key} is null` : sql`${key} = ${keyValue(key, v)}`;
  const later = (key: SortKey, dir: Dir, v: string | null): SQL | null => {
    if (dir === 'asc') {
      if (v === null) return null; // nothing comes after null in ascending order
      const x = keyValue(key, v);
      return isNotNull(key) ? sql`${key} > ${x}` : sql`(${key} > ${x} or ${key} is null)`;
    }
    return v === null ? sql`${key} is not null` : sql`${key} < ${keyValue(key, v)}`;
  };
  const terms: SQL[] = [];
  keys.forEach(([key, dir], i) => {
    const after = later(key, dir, values[i] ?? null);
    if (!after) return;
    const before = keys.slice(0, i).map(([k], j) => equal(k, values[j] ?? null));
    terms.push(before.length ? and(...before, after)! : after);
  });
  if (terms.length === 0) return sql`false`;
  const [key0, dir0] = keys[0]!;
  const v0 = values[0] ?? null;
  const start =
    v0 === null
      ? dir0 === 'asc'
        ? sql`${key0} is null`
        : undefined
      : dir0 === 'desc'
        ? sql`${key0} <= ${keyValue(key0, v0)}`
        : isNotNull(key0)
          ? sql`${key0} >= ${keyValue(key0, v0)}`
          : undefined;
  const any = terms.length === 1 ? terms[0]! : sql`(${sql.join(terms, sql` or `)})`;
  return start ? and(start, any)! : any;
}

/**
 * The order of a list from ?sort=field:dir (limited to the columns it declares sortable) followed by its
 * tie-breakers, and the keyset page of ?after= / ?before= (docs/decisions/scale-keyset-pages.md).
 */
export function sortOf(query: ListQuery, spec: SortSpec): Sort {
  const { field, dir } = query.sort ?? spec.default;
  // Own keys only: 'constructor' or 'toString' must not pass as a sortable column of a plain object.
  const column = Object.hasOwn(spec.sortable, field) ? spec.sortable[field] : undefined;
  if (!column) throw badRequest('SORT_NOT_VALID', { sort: 'SORT_NOT_VALID' });
  const keys: [SortKey, Dir][] = [[column, dir], ...spec.tiebreakers];
  const by = ([key, d]: [SortKey, Dir]) => (d === 'asc' ? asc(key) : desc(key));
  const orderBy = keys.map(by);
  const sortName = `${field}:${dir}`;
  // Each key as text: exact (no float or millisecond rounding) and read back as a parameter of the key's own type.
  const cursor = sql<string>`json_build_array(${sortName}::text, ${sql.join(
    keys.map(([key]) => sql`(${key})::text`),
    sql`, `,
  )})::text`;
  if (query.after !== undefined && query.before !== undefined) throw cursorNotValid();
  const token = query.after ?? query.before;
  if (token === undefined)
    return { orderBy, pageOrderBy: orderBy, seek: undefined, cursor, shape: `${sortName}|page` };
  const values = decodeCursor(token, sortName, keys.length);
  if (query.after !== undefined)
    return {
      orderBy,
      pageOrderBy: orderBy,
      seek: seekAfter(keys, values),
      cursor,
      shape: `${sortName}|after`,
    };
  // Before: the same seek in the reversed order (every direction flipped, which flips the null placement too).
  const reversed = keys.map(([key, d]): [SortKey, Dir] => [key, d === 'asc' ? 'desc' : 'asc']);
  return {
    orderBy,
    pageOrderBy: reversed.map(by),
    seek: seekAfter(reversed, values),
    cursor,
    shape: `${sortName}|before`,
  };
}

const encodeCursor = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** A value the database could not read as the sort key's type (a forged cursor): class 22, data exception. */
function isDataException(e: unknown): boolean {
  for (let c: unknown = e; c && typeof c === 'object'; c = (c as { cause?: unknown }).cause) {
    const code = (c as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('22')) return true;
  }
  return false;
}

/**
 * Runs one page of a list: `rows(limit, offset)` and `count()` share the filters the caller built; the rows select
 * their `cursor` (`sortOf`). Without a cursor the page is read by offset (`page`); with `after` or `before` the
 * list's seek starts at the cursor's row and the offset is 0. One row more than the page tells whether there is
 * another page that way. Exports stream the same list's query through `allRows`, so screen and file show the same rows.
 */
export async function pageOf<T extends { cursor: string }>(
  query: ListQuery,
  defaultPageSize: number,
  rows: (limit: number, offset: number) => Promise<T[]>,
  count: () => Promise<number | BoundedCount>,
  /** Given, a costly count waits for the page and is skipped on the last page: this makes its figure from the rows. */
  lastPage?: (rows: number) => number | BoundedCount,
): Promise<ListResult<Omit<T, 'cursor'>>> {
  const pageSize = query.pageSize ?? defaultPageSize;
  const keyset = query.after !== undefined || query.before !== undefined;
  const offset = keyset ? 0 : (query.page - 1) * pageSize;
  const read = rows(pageSize + 1, offset).catch((e: unknown) => {
    throw keyset && isDataException(e) ? cursorNotValid() : e;
  });
  // A costly count (a text search's, docs/decisions/scale-text-search.md) waits for the page read by offset: a page
  // with rows and none after it (or an empty first page) is the last one, so offset + rows is the exact count.
  const countUnlessLast = (n: number) =>
    !lastPage || keyset || n > pageSize || (n === 0 && offset > 0) ? count() : lastPage(offset + n);
  const [got, total] = lastPage
    ? await read.then(async (got) => [got, await countUnlessLast(got.length)] as const)
    : await Promise.all([read, count()]);
  const more = got.length > pageSize;
  const page = got.slice(0, pageSize);
  if (query.before !== undefined) page.reverse();
  const first = page[0]?.cursor;
  const last = page.at(-1)?.cursor;
  // Backwards, `more` says whether a page comes before; the page we came from is after.
  const nextCursor = last && (query.before !== undefined || more) ? encodeCursor(last) : null;
  const prevCursor =
    first && (query.before !== undefined ? more : query.after !== undefined || query.page > 1)
      ? encodeCursor(first)
      : null;
  const data = page.map(({ cursor: _, ...row }) => row);
  const cursors = { nextCursor, prevCursor };
  if (typeof total === 'object')
    return { data, count: total.count, page: query.page, pageSize, countCapped: total.capped, ...cursors };
  return { data, count: Number(total), page: query.page, pageSize, ...cursors };
}

export type BoundedCount = { count: number; capped: boolean };

/**
 * The rows of a filtered list counted up to COUNT_BOUND (the listing protocol's `countCapped`): `rows` selects one
 * row per match; the count stops reading after the bound, so a common word costs what COUNT_BOUND + 1 rows cost.
 */
export async function boundedCount(db: Db, rows: SQL): Promise<BoundedCount> {
  const { rows: r } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (${rows} limit ${COUNT_BOUND + 1}) matches`,
  );
  return bounded(Number(r[0]?.n ?? 0));
}

/** A count as the bounded count shows it: past COUNT_BOUND, "more than COUNT_BOUND". */
export const bounded = (n: number): BoundedCount =>
  n > COUNT_BOUND ? { count: COUNT_BOUND, capped: true } : { count: n, capped: false };

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
 * Makes a list's row from the driver's array of values, decoded field by field. The function is written for the
 * select's own field names (an object literal, one shape for every row): filling an object by computed keys cost
 * 5 µs of a 100,000-row export's 40–50 µs a row (`npm run bench -- export`, CPU profile). The names are the
 * select's keys in our code, written as JSON strings; nothing from a request goes into the function's text.
 */
function rowBuilder<T>(fields: { key: string; decoder: Decoder }[]): (values: unknown[]) => T {
  if (fields.some(({ key }) => key === '__proto__'))
    throw new Error('allRows: a field may not be named __proto__');
  const decode = fields.map(
    ({ decoder }) =>
      (v: unknown) =>
        decoder.mapFromDriverValue(v),
  );
  const body = fields
    .map(({ key }, i) => `${JSON.stringify(key)}: v[${i}] === null ? null : d[${i}](v[${i}])`)
    .join(',\n');
  return new Function('d', `return (v) => ({\n${body}\n});`)(decode);
}

/**
 * Every row of a list, in its order, for an export: one server-side cursor reads them in batches, so the database
 * sorts once and the export is one snapshot of the data (reading page by page with an offset re-read every row
 * before each page: 100,000 rows cost 50 sorts). The next batch is read while the current one is written, and only
 * two batches are held at once, so memory stays flat. A batch is small enough that its rows die young: with 1,000
 * rows a batch they outlived V8's young-generation collections, filled the old generation with garbage and the PDF
 * export of 100,000 rows peaked at +91–101 MB of JS heap; with 250, +62–66 MB, and the xlsx took less CPU a row, not
 * more (docs/decisions/scale-export-batch.md). The select's fields must be flat (no nested objects).
 */
export async function* allRows<T>(db: Db, query: ListQueryBuilder<T>, batch = 250): AsyncGenerator<T> {
  const toRow = rowBuilder<T>(decoders(query._.selectedFields));
  const { sql: text, params } = query.toSQL();
  const client = await db.$client.connect();
  const cursor = client.query(new Cursor(text, params, { rowMode: 'array', types: rawTypes }));
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
