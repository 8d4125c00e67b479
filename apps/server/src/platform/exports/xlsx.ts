import { PassThrough } from 'node:stream';
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
  ws.columns = spec.columns.map((c) => {
    const numFmt = XLSX_FORMATS[c.kind ?? 'text'];
    return { header: c.header, width: c.width ?? 22, ...(numFmt ? { style: { numFmt } } : {}) };
  });
  const header = ws.getRow(1);
  header.font = { bold: true };
  header.numFmt = 'General';
  (async () => {
    for await (const row of spec.rows) {
      const r = ws.addRow(
        spec.columns.map((c) => neutraliseFormula(cellValue(c.value(row), c.kind) ?? null)),
      );
      // A Date in a text column (no kind) still gets a date format.
      spec.columns.forEach((c, i) => {
        if (!c.kind && r.getCell(i + 1).value instanceof Date) r.getCell(i + 1).numFmt = XLSX_FORMATS.date!;
      });
      r.commit();
    }
    ws.commit();
    await wb.commit();
  })().catch((err) => out.destroy(err));
  return out;
}
