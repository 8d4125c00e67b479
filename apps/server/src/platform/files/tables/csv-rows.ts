import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { TableGuard, TableLimitError, type TableLimits, type TableRow } from './table-limits';

const CHUNK = 64 * 1024;

/**
 * A CSV (comma, semicolon or tab separated, as Italian spreadsheets save it) row by row: csv-parse's stream, fed in
 * 64 KB chunks, stops at the first record past a limit. Its own record limit (every cell of a row at its longest)
 * stops a record that never ends (a quote left open) before it fills memory.
 */
export async function csvRows(content: Buffer, limits: TableLimits, onRow: (row: TableRow) => void) {
  const guard = new TableGuard(limits);
  const parser = parse({
    delimiter: delimiterOf(content),
    relax_column_count: true,
    skip_empty_lines: true,
    bom: true,
    max_record_size: limits.cellChars * limits.columns,
  });
  const source = Readable.from(chunks(content));
  source.pipe(parser);
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (record.length > limits.columns) throw new TableLimitError('columns');
      for (const cell of record) guard.cell(cell);
      guard.row(record);
      onRow(record);
    }
  } catch (err) {
    if (err instanceof CsvError && err.code === 'CSV_MAX_RECORD_SIZE') throw new TableLimitError('cellChars');
    throw err;
  } finally {
    source.destroy();
    parser.destroy();
  }
}

function* chunks(content: Buffer) {
  for (let at = 0; at < content.length; at += CHUNK) yield content.subarray(at, at + CHUNK);
}

/** The separator that splits the first line most (semicolon first, as Italian spreadsheets save). */
function delimiterOf(content: Buffer) {
  const head = content.subarray(0, CHUNK).toString('utf8');
  const firstLine = head.split(/\r?\n/, 1)[0] ?? '';
  return [';', '\t', ','].sort((a, b) => firstLine.split(b).length - firstLine.split(a).length)[0]!;
}
