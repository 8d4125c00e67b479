import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './executor';

/**
 * Inserts any number of rows in one statement: the rows travel as ONE JSON parameter that PostgreSQL unpacks with
 * `jsonb_to_recordset`, instead of one bound parameter per value (building those for thousands of rows took
 * seconds in Drizzle, and PostgreSQL allows at most 65,535 of them). Keys are the table's Drizzle field names; a
 * column no row names takes its default. `onConflictDoNothing` names the unique column(s) of the conflict target.
 * Returns the `returning` columns (database names; bigint columns come back as strings).
 */
export async function insertMany<T extends PgTable>(
  tx: Executor,
  table: T,
  rows: readonly Partial<T['$inferInsert']>[],
  opts: { onConflictDoNothing?: string[]; returning?: string[] } = {},
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const fields = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((f) => columns[f]);
  const json = JSON.stringify(
    rows.map((r) => {
      const o: Record<string, unknown> = {};
      for (const f of fields) {
        const v = (r as Record<string, unknown>)[f];
        o[columns[f]!.name] = v instanceof Date ? v.toISOString() : v;
      }
      return o;
    }),
  );
  const names = sql.join(
    fields.map((f) => sql.identifier(columns[f]!.name)),
    sql`, `,
  );
  const types = sql.raw(fields.map((f) => `"${columns[f]!.name}" ${columns[f]!.getSQLType()}`).join(', '));
  const conflict: SQL = opts.onConflictDoNothing
    ? sql` on conflict (${sql.join(
        opts.onConflictDoNothing.map((c) => sql.identifier(c)),
        sql`, `,
      )}) do nothing`
    : sql``;
  const returning: SQL = opts.returning?.length
    ? sql` returning ${sql.join(
        opts.returning.map((c) => sql.identifier(c)),
        sql`, `,
      )}`
    : sql``;
  const result = await tx.execute(
    sql`insert into ${sql.identifier(getTableName(table))} (${names})
        select ${names} from jsonb_to_recordset(${json}::jsonb) as x(${types})${conflict}${returning}`,
  );
  return result.rows as Record<string, unknown>[];
}
