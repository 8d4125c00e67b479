import { PassThrough } from 'node:stream';
import { formatDateTime } from '@hrwe/domain';
import PDFDocument from 'pdfkit';
import { cellText, type ExportSpec } from './columns';

const FONT_SIZE = 8;
/** Below this a word may overflow its column rather than become unreadable (never cut). */
const MIN_FONT_SIZE = 4;

/**
 * A plain table PDF (A4, landscape by default): title, the filters in force and the export date on top, the
 * header row repeated on each page, "Pagina N di M" at the foot. Lines wrap between words only: a cell whose
 * longest word (a fiscal code, an e-mail) is wider than its column gets a smaller font instead of a cut word.
 */
export function pdfStream<T>(spec: ExportSpec<T> & { exportedAt?: Date }): PassThrough {
  const out = new PassThrough();
  const doc = new PDFDocument({
    size: 'A4',
    layout: spec.orientation ?? 'landscape',
    margin: 30,
    bufferPages: true,
  });
  doc.pipe(out);
  const left = doc.page.margins.left;
  const usable = doc.page.width - left - doc.page.margins.right;
  const weights = spec.columns.map((c) => c.width ?? 22);
  const total = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => (w / total) * usable);

  /** The largest size (≤ FONT_SIZE) at which every word of `text` fits in `width`. */
  const fittingSize = (text: string, width: number) => {
    doc.fontSize(FONT_SIZE);
    const widest = Math.max(0, ...text.split(/\s+/).map((w) => doc.widthOfString(w)));
    if (widest <= width) return FONT_SIZE;
    return Math.max(MIN_FONT_SIZE, Math.floor(((FONT_SIZE * width) / widest) * 4) / 4);
  };

  /** Lines of `text` broken at spaces only (PDFKit would also cut at hyphens and inside a too-long word). */
  const wrap = (text: string, width: number) => {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (line && doc.widthOfString(next) > width) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
    }
    return lines;
  };

  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    const laid = cells.map((t, i) => {
      const size = fittingSize(t, widths[i]! - 4);
      doc.fontSize(size);
      return { size, lines: wrap(t, widths[i]! - 4), lineHeight: doc.currentLineHeight(true) };
    });
    const h = Math.max(FONT_SIZE, ...laid.map((c) => c.lines.length * c.lineHeight)) + 6;
    if (doc.y + h > doc.page.height - doc.page.margins.bottom - 12) {
      doc.addPage();
      if (!bold) drawRow(headers, true);
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    }
    const y = doc.y;
    let x = left;
    if (bold) doc.rect(left, y, usable, h).fill('#e9ecef').fillColor('#000');
    laid.forEach((c, i) => {
      // A word wider than its column even at the smallest size is clipped, never drawn over its neighbour.
      doc.save().rect(x, y, widths[i]!, h).clip();
      doc.fontSize(c.size);
      c.lines.forEach((line, k) => {
        doc.text(line, x + 2, y + 3 + k * c.lineHeight, { lineBreak: false });
      });
      doc.restore();
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

  const footer = () => {
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const bottom = doc.page.margins.bottom;
      // Writing inside the bottom margin would otherwise open a new page.
      doc.page.margins.bottom = 0;
      doc
        .font('Helvetica')
        .fontSize(FONT_SIZE)
        .fillColor('#495057')
        .text(`Pagina ${i + 1} di ${range.count}`, left, doc.page.height - bottom + 8, {
          width: usable,
          align: 'right',
          lineBreak: false,
        });
      doc.page.margins.bottom = bottom;
    }
  };

  (async () => {
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(spec.title ?? spec.fileName, { align: 'left' });
    const filters = spec.filters?.length ? spec.filters.join(' · ') : 'nessuno';
    doc
      .font('Helvetica')
      .fontSize(FONT_SIZE + 1)
      .fillColor('#212529');
    doc.text(`Filtri: ${filters}`);
    doc.text(`Esportato il ${formatDateTime(spec.exportedAt ?? new Date())}`);
    doc.fillColor('#000').moveDown(0.5);
    drawRow(headers, true);
    for await (const row of spec.rows)
      drawRow(
        spec.columns.map((c) => cellText(c.value(row), c.kind)),
        false,
      );
    footer();
    doc.end();
  })().catch((err) => out.destroy(err));
  return out;
}
