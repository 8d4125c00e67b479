import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { cellText, type ExportSpec } from './columns';
import { neutraliseFormula } from './formula-text';

/** Streams the rows into an xlsx workbook: rows are committed as they come, so memory stays flat. */
export function xlsxStream<T>(spec: ExportSpec<T>): PassThrough {
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const ws = wb.addWorksheet((spec.sheetName ?? spec.fileName).slice(0, 31));
  ws.columns = spec.columns.map((c) => ({ header: c.header, width: c.width ?? 22 }));
  ws.getRow(1).font = { bold: true };
  (async () => {
    for await (const row of spec.rows) {
      ws.addRow(
        spec.columns.map((c) => {
          const v = c.value(row);
          return v instanceof Date ? cellText(v) : neutraliseFormula(v ?? '');
        }),
      ).commit();
    }
    ws.commit();
    await wb.commit();
  })().catch((err) => out.destroy(err));
  return out;
}
