import { sql } from 'drizzle-orm';
import { identitiesOf, rowsSql } from './erase-candidates';
import { type Executor, inTx } from './executor';
import { PERSONAL_DATA } from './personal-data';

export type PersonalDataItem = { source: string; value: unknown };

/**
 * Every personal column of one candidate, read through the catalogue (db/personal-data.ts) with the rows the
 * erasure would erase: the art. 15 copy's "personal data" section, grouped by the catalogue's categories. Binary
 * contents are left out (the file's name and the contest say what it is); empty values too.
 */
export async function personalDataCopy(
  ex: Executor,
  candidateId: string,
): Promise<Record<string, PersonalDataItem[]>> {
  const db = inTx(ex);
  const who = await identitiesOf(ex, [candidateId]);
  const binary = new Set(
    (
      await db.execute<{ x: string }>(sql`
        select table_schema || '.' || table_name || '.' || column_name as x
          from information_schema.columns where data_type = 'bytea'`)
    ).rows.map((r) => r.x),
  );
  const out: Record<string, PersonalDataItem[]> = {};
  for (const [table, entry] of Object.entries(PERSONAL_DATA)) {
    const columns = Object.entries(entry.columns).flatMap(([name, cls]) =>
      cls.is === 'candidate' && !binary.has(`${table}.${name}`) ? [{ name, label: cls.label }] : [],
    );
    if (columns.length === 0 || !entry.rows) continue;
    const list = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
    const { rows } = await db.execute<Record<string, unknown>>(
      sql`select ${list} from ${sql.raw(table)} where ${rowsSql(entry.rows, who)}`,
    );
    for (const row of rows)
      for (const c of columns) {
        const value = row[c.name];
        if (value === null || value === undefined || value === '') continue;
        out[c.label] = [
          ...(out[c.label] ?? []),
          { source: `${table.replace(/^public\./, '')}.${c.name}`, value },
        ];
      }
  }
  return out;
}
