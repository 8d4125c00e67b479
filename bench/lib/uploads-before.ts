/**
 * The bulk file reading as it was before issue 32, for the uploads bench's "before" column only: the whole xlsx
 * loaded by exceljs and every row's cells copied out, the CSV parsed in one call, the e-mail column found with
 * spreads. Run as a child process (argv: file, extension) with a capped heap; prints one JSON line.
 */
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

function emailColumnOf(table: string[][]): string[] {
  const rows = table.filter((r) => r.some((c) => c.trim() !== ''));
  if (rows.length === 0) return [];
  const hasHeader = !rows[0]!.some((c) => c.includes('@'));
  const width = Math.max(...rows.map((r) => r.length));
  const hits = Array.from({ length: width }, (_, i) => rows.filter((r) => (r[i] ?? '').includes('@')).length);
  const column = hits.indexOf(Math.max(...hits));
  return rows.slice(hasHeader ? 1 : 0).map((r) => (r[column] ?? '').trim());
}

const [file, extension] = process.argv.slice(2) as [string, string];
const content = fs.readFileSync(file);
const started = performance.now();
let table: string[][];
if (extension === 'xlsx') {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  table = [];
  book.worksheets[0]?.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = String(cell.value ?? '');
    });
    table.push(Array.from(cells, (c) => c ?? ''));
  });
} else {
  table = parse(content.toString('utf8'), { relax_column_count: true, skip_empty_lines: true, bom: true });
}
const emails = emailColumnOf(table);
console.log(JSON.stringify({ rows: emails.length, ms: Math.round(performance.now() - started) }));
