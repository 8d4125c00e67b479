import { csvRows } from '../../platform/files/tables/csv-rows';
import type { TableLimits, TableRow } from '../../platform/files/tables/table-limits';
import { xlsxRows } from '../../platform/files/tables/xlsx-rows';

const looksLikeEmail = (s: string) => s.includes('@');
const HEADER = /^\s*(e-?mail|email address|indirizzo e-?mail|posta elettronica|mail)\s*$/i;

/**
 * The e-mail column of a table (rows of cells): the column whose header says e-mail, else the column with the most
 * cells containing '@'. A first row without any '@' is a header and is not a candidate. Every later row gives one
 * entry (an empty cell too: the preview shows it as a row without an address, so the row numbers match the file).
 * Loops, not spreads: a spread of 200,000 rows overflowed the call stack.
 */
export function emailColumnOf(table: TableRow[]): string[] {
  const rows = table.filter((r) => r.some((c) => c.trim() !== ''));
  if (rows.length === 0) return [];
  const first = rows[0]!;
  const hasHeader = !first.some(looksLikeEmail);
  let column = hasHeader ? first.findIndex((c) => HEADER.test(c)) : -1;
  if (column < 0) {
    const hits: number[] = [];
    for (const r of rows)
      r.forEach((c, i) => {
        hits[i] = (hits[i] ?? 0) + (looksLikeEmail(c) ? 1 : 0);
      });
    column = 0;
    for (let i = 1; i < hits.length; i++) if ((hits[i] ?? 0) > (hits[column] ?? 0)) column = i;
  }
  return rows.slice(hasHeader ? 1 : 0).map((r) => (r[column] ?? '').trim());
}

/**
 * The addresses of a bulk invitation file (CSV or xlsx, first worksheet), read under `limits`: throws
 * TableLimitError at the first limit passed, or the reader's own error for a file that cannot be read.
 */
export async function emailsOfTable(content: Buffer, extension: string, limits: TableLimits) {
  const rows: TableRow[] = [];
  const read = extension === 'xlsx' ? xlsxRows : csvRows;
  await read(content, limits, (row) => rows.push(row));
  return emailColumnOf(rows);
}
