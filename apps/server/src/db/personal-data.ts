/**
 * The catalogue of personal data: every column of every table of the database (public, and pg-boss's own schema)
 * classified once (docs/decisions/rights-personal-data-catalogue.md). `personal-data.test.ts` reads every column of
 * the migrated database and fails on one missing here or one named here that does not exist. Erasure
 * (rights/erase-candidates.ts), the copy of the data (art. 15), the register of processing (art. 30) and the log
 * masking (platform/logging.ts) all read it. The tables are written in groups (personal-data-<group>.ts) with the
 * classes and shorthands of personal-data-classes.ts.
 */

import { ACCOUNT_TABLES } from './personal-data-accounts';
import { CANDIDATE_TABLES } from './personal-data-candidates';
import type { ColumnClass, TableEntry } from './personal-data-classes';
import { MESSAGE_TABLES } from './personal-data-messages';
import { PGBOSS_TABLES } from './personal-data-pgboss';
import { PLATFORM_TABLES } from './personal-data-platform';

/** `schema.table` → its rows and columns. */
export const PERSONAL_DATA: Record<string, TableEntry> = {
  ...CANDIDATE_TABLES,
  ...MESSAGE_TABLES,
  ...ACCOUNT_TABLES,
  ...PLATFORM_TABLES,
  ...PGBOSS_TABLES,
};

/** Every classified column as `schema.table.column` with its class. */
export function classifiedColumns(): { column: string; table: string; name: string; cls: ColumnClass }[] {
  return Object.entries(PERSONAL_DATA).flatMap(([table, entry]) =>
    Object.entries(entry.columns).map(([name, cls]) => ({ column: `${table}.${name}`, table, name, cls })),
  );
}

/** The categories of a candidate's personal data the platform holds (art. 30 register, art. 15 copy). */
export function candidateDataCategories(): string[] {
  const labels = classifiedColumns().flatMap(({ cls }) => (cls.is === 'candidate' ? [cls.label] : []));
  return [...new Set(labels)];
}

/** The categories of HR users' personal data. */
export function hrDataCategories(): string[] {
  return [...new Set(classifiedColumns().flatMap(({ cls }) => (cls.is === 'hr' ? [cls.label] : [])))];
}

/** What stays after erasure, by article: `article → columns`. */
export function evidenceKept(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const { column, cls } of classifiedColumns()) {
    const article = cls.is === 'evidence' ? cls.article : cls.is === 'candidate' ? cls.keptElse : undefined;
    if (article) out[article] = [...(out[article] ?? []), column];
  }
  return out;
}

const toCamel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Field names (snake and camel case) that hold a person's data wherever they appear as a column: the log masking
 * hides values under them. A name also used by a column that is not personal (`name`, `message`, `description`)
 * is left to the masking of e-mail addresses and fiscal codes.
 */
export function personalFieldNames(): string[] {
  const all = classifiedColumns().filter(({ name }) => !name.endsWith('_id'));
  const personal = (c: (typeof all)[number]) => c.cls.is === 'candidate' || c.cls.is === 'hr';
  const notOnly = new Set(all.filter((c) => !personal(c)).map((c) => c.name));
  const names = all.filter((c) => personal(c) && !notOnly.has(c.name)).map((c) => c.name);
  return [...new Set(names.flatMap((n) => [n, toCamel(n)]))].sort();
}
