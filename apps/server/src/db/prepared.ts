import { isDeepStrictEqual } from 'node:util';
import {
  Column,
  fillPlaceholders,
  getTableName,
  is,
  isSQLWrapper,
  Name,
  Param,
  Placeholder,
  SQL,
  type SQLChunk,
  StringChunk,
  Subquery,
  sql,
  Table,
  View,
} from 'drizzle-orm';
import type { Db } from './client';

type Values = Record<string, unknown>;
type Prepared<R> = { execute(values?: Values): Promise<R> };
/** A Drizzle query (select, insert, update, delete) before it runs: it can be prepared. */
type Preparable<R> = { prepare(name: string): Prepared<R> };

/**
 * Left to the pool's client: it names the statement once the text is hot (db/named-statements.ts), as it names any
 * other query, so its rules (how many, which texts stay unnamed) are the only ones.
 */
const NAMED_BY_CLIENT = '';

/** A value bound when a prepared query runs: `eq(table.id, value('id'))`. */
export const value = (name: string) => sql.placeholder(name);

/**
 * A caller's scope with its tenant and user bound when the query runs (run it with `scopeValues(caller)`): the
 * module's scope rule writes the same conditions as for a caller, once per shape (administrator or HR user).
 */
export const boundScope = (admin: boolean) => ({
  admin,
  tenantId: value('tenantId'),
  userId: value('userId'),
});
export const scopeValues = (c: { tenantId: number; userId: string }) => ({
  tenantId: c.tenantId,
  userId: c.userId,
});
export const scopeShape = (c: { admin: boolean }) => (c.admin ? 'admin' : 'hr');

/**
 * A query whose SQL Drizzle writes once per database handle and shape, then runs with the values of its placeholders
 * (`value('name')`); docs/decisions/scale-prepared-queries.md. Drizzle writes a query's text from its builder on every
 * call, which cost more CPU than the query's own round trip (a 27-column select with a join: 0.7 ms against 0.25 ms);
 * a prepared one only binds its values and maps its rows. `shape` names the variants the builder makes (an
 * administrator's scope or an HR user's): each is written once. The handle may be a transaction (`inTx`): its queries
 * are its own.
 */
export function preparedQuery<V extends Values, R, S extends string = ''>(
  build: (db: Db, shape: S) => Preparable<R>,
) {
  const written = new WeakMap<Db, Map<S, Prepared<R>>>();
  return (db: Db, values: V, shape = '' as S): Promise<R> => {
    let shapes = written.get(db);
    if (!shapes) {
      shapes = new Map();
      written.set(db, shapes);
    }
    let query = shapes.get(shape);
    if (!query) {
      query = build(db, shape).prepare(NAMED_BY_CLIENT);
      shapes.set(shape, query);
    }
    return query.execute(values);
  };
}

/** A query `preparedByShape` prepares: Drizzle's select, insert, update or delete. */
export type ShapedQuery<R> = Preparable<R> & { toSQL(): { sql: string; params: unknown[] } };
/** Builds the query given the condition and each named value (a placeholder, or the value itself). */
type ShapedBuild<R> = (where: SQL | undefined, arg: (name: string) => never) => ShapedQuery<R>;
type Written = { query: Prepared<unknown>; text: string; params: unknown[] };

/** Statements per database handle by name and shape; past the bound a new shape runs unprepared. */
const written = new WeakMap<Db, Map<string, Written>>();
const MAX_SHAPES = 500;
/**
 * Under the tests every prepared run is checked against the query built the ordinary way: the same text and the same
 * values sent. A shape key that missed a difference (two queries under one statement) fails the test that made it.
 */
const CHECK = process.env.VITEST !== undefined;

/**
 * A query whose condition varies by request (a list's scope, filters and cursor), prepared once per shape: the
 * condition's values become placeholders, its shape (its text with the values taken out, `shapeOf`) picks the
 * statement, and the values are bound when it runs. `name` must say what else makes the text differ (which select,
 * which order, which LIMIT); `args` are the other values (`arg('offset')` in `build`). docs/decisions/
 * scale-prepared-queries.md.
 */
export async function preparedByShape<R>(
  db: Db,
  name: string,
  where: SQL | undefined,
  build: ShapedBuild<R>,
  args: Values = {},
): Promise<R> {
  const shape = shapeOf(where, false);
  const key = `${name}\u0000${shape.key}`;
  let shapes = written.get(db);
  if (!shapes) {
    shapes = new Map();
    written.set(db, shapes);
  }
  const values: Values = { ...args };
  shape.values.forEach((v, i) => {
    values[`w${i}`] = v;
  });
  let w = shapes.get(key);
  if (!w) {
    const bound = (n: string) => sql.placeholder(n) as never;
    if (shapes.size >= MAX_SHAPES)
      return build(where, (n) => args[n] as never)
        .prepare(NAMED_BY_CLIENT)
        .execute();
    const query = build(shapeOf(where, true).sql, bound);
    const { sql: text, params } = query.toSQL();
    w = { query: flatRows(query.prepare(NAMED_BY_CLIENT)), text, params };
    shapes.set(key, w);
  }
  if (CHECK) {
    const plain = build(where, (n) => args[n] as never).toSQL();
    const sent = fillPlaceholders(w.params as Param[], values);
    if (plain.sql !== w.text || !isDeepStrictEqual(plain.params, sent))
      throw new Error(
        `preparedByShape(${name}): one shape, two queries\n${w.text}\n${JSON.stringify(sent)}\n${plain.sql}\n${JSON.stringify(plain.params)}`,
      );
  }
  return (await w.query.execute(values)) as R;
}

/** The type a serial column holds: `serial` names a column's default, not a type a value can be cast to. */
const SERIALS: Record<string, string> = { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' };
/** A value's SQL type, when its encoder knows one (a column, or `typedAs`'s): what `opaqueValues` casts it to. */
function sqlTypeOf(encoder: unknown): string | undefined {
  if (typeof (encoder as { getSQLType?: unknown }).getSQLType !== 'function') return undefined;
  const type = (encoder as { getSQLType(): string }).getSQLType();
  return SERIALS[type] ?? type;
}

/** An encoder for a value the database reads as `column`'s type, given as text (a cursor's value): bound as is. */
export const typedAs = (column: { getSQLType(): string }) => ({
  mapToDriverValue: (v: unknown) => v,
  getSQLType: () => column.getSQLType(),
});

/**
 * The condition with each value of a known type bound as an InitPlan, `(select $n::type)`: PostgreSQL plans the
 * statement without seeing the values, so the custom plans it would make for them cost what the generic plan costs
 * and it keeps that one (docs/decisions/scale-keyset-plan-once.md). Values inside a subquery, values whose type is
 * unknown (an SQL expression's) and values written into the text stay as they are.
 */
export function opaqueValues(where: SQL | undefined): SQL | undefined {
  const walk = (chunk: unknown): unknown => {
    if (is(chunk, SQL)) {
      if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return chunk;
      return new SQL(chunk.queryChunks.map(walk) as SQLChunk[]);
    }
    if (Array.isArray(chunk)) return chunk.map(walk);
    if (is(chunk, Param) && !is(chunk.value, Placeholder) && !is(chunk.value, SQL)) {
      const type = sqlTypeOf(chunk.encoder);
      return type ? sql`(select ${chunk}::${sql.raw(type)})` : chunk;
    }
    return chunk;
  };
  return where && (walk(where) as SQL);
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type Field = { path: string[]; field: unknown };

/**
 * A flat select's rows mapped by decoders looked up once, not per row and column: Drizzle's `mapResultRow` asks each
 * value's field what it is (`is(field, Column)`, a prototype walk for every expression column), ~15 % of a history
 * page's CPU. Same decoders, same nulls; a nested select (a joined table as an object) keeps Drizzle's mapping.
 */
function flatRows<P>(prepared: P): P {
  const q = prepared as P & { fields?: Field[]; customResultMapper?: (rows: unknown[][]) => unknown };
  if (!q.fields || q.customResultMapper || !q.fields.every((f) => f.path.length === 1)) return prepared;
  const columns = q.fields.map(({ path, field }) => {
    const decoder = is(field, Column)
      ? field
      : is(field, SQL)
        ? (field as unknown as { decoder: Decoder }).decoder
        : is(field, SQL.Aliased)
          ? (field.sql as unknown as { decoder: Decoder }).decoder
          : null;
    return decoder ? { key: path[0]!, decoder } : null;
  });
  if (columns.some((c) => c === null)) return prepared;
  const mapped = columns as { key: string; decoder: Decoder }[];
  q.customResultMapper = (rows) =>
    rows.map((values) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < mapped.length; i++) {
        const v = values[i];
        row[mapped[i]!.key] = v === null ? null : mapped[i]!.decoder.mapFromDriverValue(v);
      }
      return row;
    });
  return prepared;
}

/** The statements `preparedByShape` holds for a database handle whose name starts with `prefix`: key and text (tests). */
export function shapesOf(db: Db, prefix: string): { key: string; text: string }[] {
  return [...(written.get(db) ?? new Map<string, Written>())]
    .filter(([key]) => key.startsWith(prefix))
    .map(([key, w]) => ({ key, text: w.text }));
}

/**
 * A condition with its values taken out: `key` is its shape (its parts with every value a `?`: the same for every
 * request that scopes, filters and seeks the same way), `values` the values in the order Drizzle renders them, as the
 * driver gets them (each column's encoder applied). With `rebuild`, `sql` is the condition with those values as
 * placeholders w0, w1, …. Values under `sql.inlineParams()` are part of the text, so of the key.
 */
export function shapeOf(where: SQL | undefined, rebuild: boolean) {
  const values: unknown[] = [];
  let key = '';
  const put = (v: unknown): unknown => {
    values.push(v);
    key += '?';
    return rebuild ? sql.placeholder(`w${values.length - 1}`) : v;
  };
  const walk = (chunk: unknown, inline: boolean): unknown => {
    if (chunk === undefined) return chunk;
    if (is(chunk, StringChunk)) {
      key += chunk.value.join('');
      return chunk;
    }
    if (is(chunk, SQL)) {
      key += '(';
      const inlined = (chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams;
      const inner = inline || inlined;
      const copy: unknown[] | undefined = rebuild ? [] : undefined;
      for (const c of chunk.queryChunks) {
        const r = walk(c, inner);
        copy?.push(r);
      }
      key += ')';
      if (!copy) return chunk;
      const out = new SQL(copy as SQLChunk[]);
      return inlined ? out.inlineParams() : out;
    }
    if (is(chunk, Param)) {
      if (is(chunk.value, Placeholder)) throw new Error('preparedByShape: a placeholder in the condition');
      const mapped = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (is(mapped, SQL)) return walk(mapped, inline);
      if (!inline) return put(mapped);
      key += `[${JSON.stringify(mapped)}]`;
      return chunk;
    }
    if (is(chunk, Column)) key += `${getTableName(chunk.table)}.${chunk.name}`;
    else if (is(chunk, Table)) key += getTableName(chunk);
    else if (is(chunk, Name)) key += `"${chunk.value}"`;
    else if (is(chunk, SQL.Aliased) && chunk.fieldAlias !== undefined) key += `"${chunk.fieldAlias}"`;
    else if (is(chunk, Placeholder) || is(chunk, Subquery) || is(chunk, View) || is(chunk, SQL.Aliased))
      throw new Error('preparedByShape: a placeholder, subquery or view in the condition');
    else if (Array.isArray(chunk)) {
      key += '[';
      const copy = chunk.map((c) => walk(c, inline));
      key += ']';
      return rebuild ? copy : chunk;
    } else if (isSQLWrapper(chunk)) {
      // Drizzle writes another wrapper (a select used as a subquery) in parentheses, unless it says not to.
      const omit = (chunk as { shouldOmitSQLParens?: () => boolean }).shouldOmitSQLParens?.();
      const inner = walk(chunk.getSQL(), inline) as SQL;
      return rebuild && !omit ? sql`(${inner})` : rebuild ? inner : chunk;
    } else if (inline) key += `[${JSON.stringify(chunk)}]`;
    else return put(chunk);
    return chunk;
  };
  const out = walk(where, false) as SQL | undefined;
  return { key, values, sql: out };
}
