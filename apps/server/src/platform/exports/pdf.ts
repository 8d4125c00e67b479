import { PassThrough } from 'node:stream';
import { formatDateTime } from '@hrwe/domain';
import PDFDocument from 'pdfkit';
import { cellText, type ExportSpec } from './columns';

const FONT_SIZE = 8;
/** Below this a word may overflow its column rather than become unreadable (never cut). */
const MIN_FONT_SIZE = 4;
/** PDFKit's own output buffer (bytes not yet taken by the reader) above which no further row is drawn. */
const HIGH_WATER = 256 * 1024;
/** The footer's colour, #495057 as PDF RGB. */
const FOOTER_RGB = [0x49, 0x50, 0x57].map((c) => (c / 255).toFixed(3)).join(' ');

/** What `pdfStream` uses of PDFKit beyond its typings: the current font (as `_fragment` does) and a reference. */
type PdfFont = { id: string; ascender: number; ref(): unknown; encode(text: string): [string[], Kern[]] };
type Kern = { xAdvance: number; advanceWidth: number };
type PdfRef = { data: Record<string, unknown>; end(chunk?: string): void };

/** `text` as a TJ operator in `font`, with the kerning PDFKit's `_fragment` would apply. */
function showText(font: PdfFont, text: string): string {
  const [glyphs, positions] = font.encode(text);
  const parts: string[] = [];
  let last = 0;
  positions.forEach((p, i) => {
    const kern = p.xAdvance - p.advanceWidth;
    if (kern === 0) return;
    parts.push(`<${glyphs.slice(last, i + 1).join('')}> ${-kern}`);
    last = i + 1;
  });
  if (last < glyphs.length) parts.push(`<${glyphs.slice(last).join('')}>`);
  return `[${parts.join(' ')}] TJ`;
}

/**
 * A plain table PDF (A4, landscape by default): title, the filters in force and the export date on top, the
 * header row repeated on each page, "Pagina N di M" at the foot. Lines wrap between words only: a cell whose
 * longest word (a fiscal code, an e-mail) is wider than its column gets a smaller font instead of a cut word.
 *
 * It streams: each page is written out as soon as the next one begins, and no row is drawn while the reader is
 * behind (PDFKit's unread output above HIGH_WATER), so memory stays flat whatever the number of rows. M is not
 * known until the last row, yet each page's foot says it: the foot is a Form XObject of its own, referenced by
 * the page when the page is written and defined (an indirect object may come later in the file) at the end,
 * once M is known, with the whole "Pagina N di M" in one text run, right-aligned.
 */
export function pdfStream<T>(spec: ExportSpec<T> & { exportedAt?: Date }): PassThrough {
  const out = new PassThrough();
  const doc = new PDFDocument({
    size: 'A4',
    layout: spec.orientation ?? 'landscape',
    margin: 30,
    bufferPages: false,
  });
  doc.pipe(out);
  let closed = false;
  out.once('close', () => {
    closed = true;
  });
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

  // The foot of each page: a placeholder Form XObject drawn now, its content written once M is known.
  const FOOTER_HEIGHT = FONT_SIZE * 1.5;
  const footerBox = [0, 0, usable, FOOTER_HEIGHT];
  doc.font('Helvetica');
  const footerFont = (doc as unknown as { _font: PdfFont })._font;
  const footerResources = { Font: { [footerFont.id]: footerFont.ref() } };
  const footers: PdfRef[] = [];
  const placeFooter = () => {
    const form = doc.ref({
      Type: 'XObject',
      Subtype: 'Form',
      BBox: footerBox,
      Resources: footerResources,
    }) as unknown as PdfRef;
    footers.push(form);
    const name = `Foot${footers.length}`;
    doc.page.xobjects[name] = form;
    // The page's coordinates run top-down (PDFKit's flip); the form's bottom-up from the box's lower left corner.
    const top = doc.page.height - doc.page.margins.bottom + 8;
    doc.addContent(`q 1 0 0 -1 ${left.toFixed(3)} ${(top + FOOTER_HEIGHT).toFixed(3)} cm /${name} Do Q`);
  };
  placeFooter();
  doc.on('pageAdded', placeFooter);
  const writeFooters = () => {
    doc.font('Helvetica').fontSize(FONT_SIZE);
    const baseline = FOOTER_HEIGHT - (footerFont.ascender / 1000) * FONT_SIZE;
    footers.forEach((form, i) => {
      const text = `Pagina ${i + 1} di ${footers.length}`;
      const x = usable - doc.widthOfString(text);
      form.end(
        `BT /${footerFont.id} ${FONT_SIZE} Tf ${FOOTER_RGB} rg 1 0 0 1 ${x.toFixed(3)} ${baseline.toFixed(3)} Tm ${showText(footerFont, text)} ET`,
      );
    });
  };

  /** Resolves once PDFKit's unread output is back under HIGH_WATER (at once if it is), or the reader has gone. */
  const drained = async () => {
    while (doc.readableLength > HIGH_WATER && !closed) {
      if (out.writableNeedDrain) {
        await new Promise<void>((resolve) => {
          const done = () => {
            out.off('drain', done).off('close', done);
            resolve();
          };
          out.on('drain', done).on('close', done);
        });
      } else await new Promise((resolve) => setImmediate(resolve));
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
    for await (const row of spec.rows) {
      drawRow(
        spec.columns.map((c) => cellText(c.value(row), c.kind)),
        false,
      );
      if (doc.readableLength > HIGH_WATER) await drained();
      // The reader has gone (a closed download): stop reading rows, which gives the list's cursor back.
      if (closed) return;
    }
    writeFooters();
    doc.end();
  })().catch((err) => out.destroy(err));
  return out;
}
