import { PassThrough } from 'node:stream';
import PDFDocument from 'pdfkit';
import { cellText, type ExportSpec } from './columns';

/** A plain table PDF (A4, landscape by default) with a header row repeated on each page. */
export function pdfStream<T>(spec: ExportSpec<T>): PassThrough {
  const out = new PassThrough();
  const doc = new PDFDocument({ size: 'A4', layout: spec.orientation ?? 'landscape', margin: 30 });
  doc.pipe(out);
  const left = doc.page.margins.left;
  const usable = doc.page.width - left - doc.page.margins.right;
  const weights = spec.columns.map((c) => c.width ?? 22);
  const total = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => (w / total) * usable);
  const fontSize = 8;

  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(fontSize);
    const heights = cells.map((t, i) => doc.heightOfString(t, { width: widths[i]! - 4 }));
    const h = Math.max(...heights, fontSize) + 6;
    if (doc.y + h > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (!bold) drawRow(headers, true);
    }
    const y = doc.y;
    let x = left;
    if (bold) doc.rect(left, y, usable, h).fill('#e9ecef').fillColor('#000');
    cells.forEach((t, i) => {
      doc.text(t, x + 2, y + 3, { width: widths[i]! - 4 });
      x += widths[i]!;
    });
    doc
      .moveTo(left, y + h)
      .lineTo(left + usable, y + h)
      .strokeColor('#ced4da')
      .lineWidth(0.5)
      .stroke();
    doc.x = left;
    doc.y = y + h;
  };
  const headers = spec.columns.map((c) => c.header);

  (async () => {
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(spec.title ?? spec.fileName, { align: 'left' });
    doc.moveDown(0.5);
    drawRow(headers, true);
    for await (const row of spec.rows)
      drawRow(
        spec.columns.map((c) => cellText(c.value(row))),
        false,
      );
    doc.end();
  })().catch((err) => out.destroy(err));
  return out;
}
