import { getTableName, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, foreignKey } from 'drizzle-orm/pg-core';

/**
 * Constraints named as PostgreSQL names them when a `create table` leaves the name out (`<table>_<column>_fkey`,
 * `<table>_<column>_check`): databases created before drizzle-kit (db/migrations-legacy) carry these names, and a
 * later generated migration that drops or changes one must find it under the same name on every database.
 */

/** A foreign key `<table>_<column>_fkey` (no action on delete unless told). */
export function fkey(column: AnyPgColumn, target: AnyPgColumn, onDelete?: 'cascade' | 'set null') {
  const fk = foreignKey({
    name: `${getTableName(column.table)}_${column.name}_fkey`,
    columns: [column],
    foreignColumns: [target],
  });
  return onDelete ? fk.onDelete(onDelete) : fk;
}

/** `column in ('a', 'b', …)` over a list of allowed values (the domain's status list). */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql.raw(`${column.name} in (${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')})`);
}

/**
 * The check `<table>_<column>_check` that the column holds one of the values: the same list as the column's
 * `enum` (the callback's columns do not carry it), so the type and the database agree.
 */
export function checkIn(column: AnyPgColumn, values: readonly string[]) {
  return check(`${getTableName(column.table)}_${column.name}_check`, oneOf(column, values));
}

/** Any other check of one column, named `<table>_<column>_check`. */
export function checkOf(column: AnyPgColumn, condition: string) {
  return check(`${getTableName(column.table)}_${column.name}_check`, sql.raw(condition));
}
