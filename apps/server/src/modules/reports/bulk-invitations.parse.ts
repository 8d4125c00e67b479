import { badRequest } from '@hrwe/domain';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

/** The text of a spreadsheet cell: a mailto hyperlink or rich text gives its visible text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return String(value.result ?? '');
    if (value instanceof Date) return value.toISOString();
    return '';
  }
  return String(value);
}

const looksLikeEmail = (s: string) => s.includes('@');
const HEADER = /^\s*(e-?mail|email address|indirizzo e-?mail|posta elettronica|mail)\s*$/i;

/**
 * The e-mail column of a table (rows of cells): the column whose header says e-mail, else the column with the most
 * cells containing '@'. A first row without any '@' is a header and is not a candidate. Every later row gives one
 * entry (an empty cell too: the preview shows it as a row without an address, so the row numbers match the file).
 */
export function emailColumnOf(table: string[][]): string[] {
  const rows = table.filter((r) => r.some((c) => c.trim() !== ''));
  if (rows.length === 0) return [];
  const first = rows[0]!;
  const hasHeader = !first.some(looksLikeEmail);
  let column = hasHeader ? first.findIndex((c) => HEADER.test(c)) : -1;
  if (column < 0) {
    const width = Math.max(...rows.map((r) => r.length));
    const hits = Array.from(
      { length: width },
      (_, i) => rows.filter((r) => looksLikeEmail(r[i] ?? '')).length,
    );
    column = hits.indexOf(Math.max(...hits));
  }
  return rows.slice(hasHeader ? 1 : 0).map((r) => (r[column] ?? '').trim());
}

/** A CSV (comma, semicolon or tab separated, as Italian spreadsheets save it) as rows of cells. */
export function csvTable(content: Buffer): string[][] {
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [';', '\t', ','].sort((a, b) => firstLine.split(b).length - firstLine.split(a).length)[0];
  try {
    return parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
    }) as string[][];
  } catch {
    throw badRequest('BULK_FILE_NOT_READABLE', { file: 'BULK_FILE_NOT_READABLE' });
  }
}

/** The first worksheet of an xlsx file as rows of cells. */
export async function xlsxTable(content: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw badRequest('BULK_FILE_NOT_READABLE', { file: 'BULK_FILE_NOT_READABLE' });
  }
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const out: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value);
    });
    out.push(Array.from(cells, (c) => c ?? ''));
  });
  return out;
}
