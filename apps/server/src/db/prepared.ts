import { sql } from 'drizzle-orm';
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
