import { PassThrough } from 'node:stream';
import { formatDateTime } from '@hrwe/domain';
import PDFDocument from 'pdfkit';
import { cellText, type ExportSpec } from './columns';
import { deflateWithFflate, type PdfStreamRef } from './pdf-deflate';
import { FontMetrics, type StandardFont } from './pdf-font';

const FONT_SIZE = 8;
/** Below this a word may overflow its column rather than become unreadable (never cut). */
const MIN_FONT_SIZE = 4;
/** PDFKit's own output buffer (bytes not yet taken by the reader) above which no further row is drawn. */
const HIGH_WATER = 256 * 1024;
/** A colour as PDF RGB operands. */
const rgb = (hex: string) =>
  [1, 3, 5].map((i) => (Number.parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ');
const FOOTER_RGB = rgb('#495057');
const HEADER_RGB = rgb('#e9ecef');
const RULE_RGB = rgb('#ced4da');
/** A number in page content (3 decimals: a thousandth of a point). */
const num = (n: number) => n.toFixed(3);
const box = (x: number, y: number, w: number, h: number) => `${num(x)} ${num(y)} ${num(w)} ${num(h)}`;

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

  doc.font('Helvetica-Bold');
  const bold = new FontMetrics((doc as unknown as { _font: StandardFont })._font);
  doc.font('Helvetica');
  const regular = new FontMetrics((doc as unknown as { _font: StandardFont })._font);

  /** A cell laid out: its font size and lines (broken at spaces only: PDFKit would also cut inside a word). */
  const layOut = (font: FontMetrics, text: string, width: number) => {
    const paragraphs = text.split('\n').map((p) => p.split(/\s+/).filter(Boolean));
    // The largest size (≤ FONT_SIZE) at which every word fits in `width`.
    let widest = 0;
    const units = paragraphs.map((words) =>
      words.map((w) => {
        const u = font.units(w);
        widest = Math.max(widest, u);
        return u;
      }),
    );
    const fits = widest * (FONT_SIZE / 1000) <= width;
    const size = fits
      ? FONT_SIZE
      : Math.max(MIN_FONT_SIZE, Math.floor(((FONT_SIZE * width) / (widest * (FONT_SIZE / 1000))) * 4) / 4);
    const scale = size / 1000;
    const space = font.units(' ');
    const lines: string[] = [];
    paragraphs.forEach((words, p) => {
      let line = '';
      let lineUnits = 0;
      words.forEach((word, i) => {
        const joined = line
          ? lineUnits +
            font.kern(line.charCodeAt(line.length - 1), 32) +
            space +
            font.kern(32, word.charCodeAt(0)) +
            units[p]![i]!
          : units[p]![i]!;
        if (line && joined * scale > width) {
          lines.push(line);
          line = word;
          lineUnits = units[p]![i]!;
        } else {
          line = line ? `${line} ${word}` : word;
          lineUnits = joined;
        }
      });
      lines.push(line);
    });
    return { size, lines, lineHeight: font.lineHeight(size) };
  };

  /**
   * One row as one piece of page content, written directly (PDFKit's text() per line, with save/clip/restore
   * through its API, allocated several times what the row's text weighs): each cell clipped to its box, its lines
   * in the cell's font size, the header's grey background, the rule under the row.
   */
  let pageRows: string[] = [];
  /** The page's rows as one chunk of its content (a buffer per row is garbage outside V8's heap, freed late). */
  const writeRows = () => {
    if (pageRows.length) doc.page.write(Buffer.from(pageRows.join('\n'), 'latin1'));
    pageRows = [];
  };
  const drawRow = (cells: string[], header: boolean) => {
    const font = header ? bold : regular;
    const laid = cells.map((t, i) => layOut(font, t, widths[i]! - 4));
    const h = Math.max(FONT_SIZE, ...laid.map((c) => c.lines.length * c.lineHeight)) + 6;
    if (doc.y + h > doc.page.height - doc.page.margins.bottom - 12) {
      writeRows();
      doc.addPage();
      if (!header) drawRow(headers, true);
    }
    const y = doc.y;
    let x = left;
    const ops = ['q'];
    if (header) ops.push(`${HEADER_RGB} rg ${box(left, y, usable, h)} re f`);
    ops.push('0 g');
    laid.forEach((c, i) => {
      // A word wider than its column even at the smallest size is clipped, never drawn over its neighbour.
      ops.push(`q ${box(x, y, widths[i]!, h)} re W n BT /${font.id} ${num(c.size)} Tf`);
      const ascent = (font.font.ascender / 1000) * c.size;
      c.lines.forEach((line, k) => {
        // Top-down page coordinates (PDFKit's flip): the text matrix flips back so letters stand upright.
        if (line)
          ops.push(`1 0 0 -1 ${num(x + 2)} ${num(y + 3 + k * c.lineHeight + ascent)} Tm ${font.show(line)}`);
      });
      ops.push('ET Q');
      x += widths[i]!;
    });
    ops.push(`${RULE_RGB} RG 0.5 w ${num(left)} ${num(y + h)} m ${num(left + usable)} ${num(y + h)} l S Q\n`);
    pageRows.push(ops.join('\n'));
    doc.x = left;
    doc.y = y + h;
  };
  const headers = spec.columns.map((c) => c.header);

  // The foot of each page: a placeholder Form XObject drawn now, its content written once M is known.
  const FOOTER_HEIGHT = FONT_SIZE * 1.5;
  const footerBox = [0, 0, usable, FOOTER_HEIGHT];
  const footerResources = { Font: { [regular.id]: regular.font.ref() } };
  const footers: PdfStreamRef[] = [];
  /** Each page: the fonts its rows use (written directly, so PDFKit does not add them) and its foot. */
  const startPage = () => {
    deflateWithFflate(doc.page.content as unknown as PdfStreamRef);
    for (const f of [regular, bold]) doc.page.fonts[f.id] = f.font.ref();
    const form = doc.ref({
      Type: 'XObject',
      Subtype: 'Form',
      BBox: footerBox,
      Resources: footerResources,
    }) as unknown as PdfStreamRef;
    deflateWithFflate(form);
    footers.push(form);
    const name = `Foot${footers.length}`;
    doc.page.xobjects[name] = form;
    // The page's coordinates run top-down (PDFKit's flip); the form's bottom-up from the box's lower left corner.
    const top = doc.page.height - doc.page.margins.bottom + 8;
    doc.addContent(`q 1 0 0 -1 ${left.toFixed(3)} ${(top + FOOTER_HEIGHT).toFixed(3)} cm /${name} Do Q`);
  };
  startPage();
  doc.on('pageAdded', startPage);
  const writeFooters = () => {
    const baseline = FOOTER_HEIGHT - (regular.font.ascender / 1000) * FONT_SIZE;
    footers.forEach((form, i) => {
      const text = `Pagina ${i + 1} di ${footers.length}`;
      const x = usable - regular.units(text) * (FONT_SIZE / 1000);
      form.end(
        `BT /${regular.id} ${FONT_SIZE} Tf ${FOOTER_RGB} rg 1 0 0 1 ${num(x)} ${num(baseline)} Tm ${regular.show(text)} ET`,
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
    writeRows();
    writeFooters();
    doc.end();
  })().catch((err) => out.destroy(err));
  return out;
}
