import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { setImmediate as tick } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { cellValue, type ExportSpec, XLSX_FORMATS } from './columns';
import { neutraliseFormula } from './formula-text';

/**
 * Streams the rows into an xlsx workbook: rows are committed as they come, so memory stays flat. Counts, money
 * and dates are typed cells with a number format (see columns.ts), so the sheet sums and sorts them.
 */
export function xlsxStream<T>(spec: ExportSpec<T>): PassThrough {
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const ws = wb.addWorksheet((spec.sheetName ?? spec.fileName).slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const formats = spec.columns.map((c) => XLSX_FORMATS[c.kind ?? 'text']);
  ws.columns = spec.columns.map((c, i) => ({
    header: c.header,
    width: c.width ?? 22,
    ...(formats[i] ? { style: { numFmt: formats[i] } } : {}),
  }));
  const header = ws.getRow(1);
  header.font = { bold: true };
  header.numFmt = 'General';
  // One style object per column, shared by its cells: exceljs finds a shared style by identity, while a style of
  // each cell's own is looked up by its content (twice the time of the whole export).
  const styles: Partial<ExcelJS.Style>[] = formats.map((numFmt) => (numFmt ? { numFmt } : {}));
  const dateStyle: Partial<ExcelJS.Style> = { numFmt: XLSX_FORMATS.date! };
  // Every row's own style is an empty object of its own, looked up by content when the row is written (5 % of the
  // export's CPU): the rows share one instead, found by identity, the same style (none).
  const rowStyle: Partial<ExcelJS.Style> = {};
  let written = 0;
  (async () => {
    for await (const row of spec.rows) {
      const r = ws.addRow(
        spec.columns.map((c) => neutraliseFormula(cellValue(c.value(row), c.kind) ?? null)),
      );
      spec.columns.forEach((c, i) => {
        const cell = r.getCell(i + 1);
        // A Date in a text column (no kind) still gets a date format.
        cell.style = !c.kind && cell.value instanceof Date ? dateStyle : styles[i]!;
      });
      // (exceljs's typings leave out a row's `style`, which its Row has.)
      (r as unknown as { style: Partial<ExcelJS.Style> }).style = rowStyle;
      r.commit();
      if (++written % 100 === 0) await letTheZipCatchUp(out);
      // The reader has gone (a closed download): stop reading rows, which gives the list's cursor back.
      if (out.destroyed) return;
    }
    ws.commit();
    await wb.commit();
  })().catch((err) => out.destroy(err));
  return out;
}

/**
 * exceljs's streaming writer does not tell when to wait (exceljs#734): rows committed faster than the zip deflates
 * them, or than the client downloads, pile up in memory. Every 100 rows the writer gives the event loop a turn (the
 * deflate callbacks run), and waits while the file's reader is behind.
 */
async function letTheZipCatchUp(out: PassThrough) {
  await tick();
  if (out.writableNeedDrain && !out.destroyed) {
    // A reader that goes away ends the wait too (close), so the rows' cursor is not held for ever.
    const ac = new AbortController();
    await Promise.race([once(out, 'drain', ac), once(out, 'close', ac)]).finally(() => ac.abort());
  }
}
