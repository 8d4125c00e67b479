import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { type PdfTextItem, pdfTextItems } from '../../../test/pdf-text';
import type { ExportColumn } from './columns';
import { pdfStream } from './pdf';

// Kerning pairs on purpose (AV, Wo, Yv, To, LT, TA, Và): a width or a text run without them is off by a kern.
const LONG =
  'Avviso: VALTER AVANTI, Wolfgang Yves e Tommaso LTA hanno firmato il contratto di lavoro a tempo indeterminato; Và bene';
const CODE = 'RSSMRA85T10A562SXXXXXXXXWWWWW';
type Row = { text: string; code: string };
const columns: ExportColumn<Row>[] = [
  { header: 'Testo', value: (r) => r.text, width: 10 },
  { header: 'Codice', value: (r) => r.code, width: 10 },
  { header: 'Spazio', value: () => '', width: 60 },
];

/** PDFKit's own measure of `text` (what its text() would have drawn), in points. */
const pdfkit = new PDFDocument();
const widthOf = (text: string, size: number, bold = false) =>
  pdfkit
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(size)
    .widthOfString(text);

async function pdf(rows: Row[]) {
  const chunks: Buffer[] = [];
  for await (const c of pdfStream({ fileName: 'Testi', columns, rows })) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}
async function table(rows: Row[]) {
  return (await pdfTextItems(await pdf(rows)))[0]!.filter((i) => i.str.trim() !== '');
}
const x = (i: PdfTextItem) => i.transform[4]!;
const size = (i: PdfTextItem) => i.transform[0]!;

describe('PDF table text, written directly', () => {
  it('draws upright text as wide as PDFKit measures it, kerned, each cell in its column', async () => {
    const items = await table([
      { text: LONG, code: CODE },
      { text: 'To AVANTI', code: 'Wo' },
    ]);
    const header = ['Testo', 'Codice', 'Spazio'].map((h) => items.find((i) => i.str === h)!);
    const cells = items.slice(items.indexOf(header[0]!));
    for (const item of cells) {
      // Upright, not mirrored: the matrix is the size on both axes (the page's top-down flip undone).
      expect(item.transform.slice(0, 4)).toEqual([size(item), 0, 0, size(item)]);
      expect(item.width).toBeCloseTo(widthOf(item.str, size(item), header.includes(item)), 2);
    }
    const [testo, codice, spazio] = header.map(x) as [number, number, number];
    expect(testo).toBeLessThan(codice);
    const inColumn = (from: number, to: number) => cells.filter((i) => x(i) >= from && x(i) < to);

    // The long text: broken at spaces only, every line as full as the column allows (PDFKit's measure).
    const lines = inColumn(testo, codice).filter((i) => i !== header[0] && i.str !== 'To AVANTI');
    expect(lines.map((l) => l.str).join(' ')).toBe(LONG);
    expect(lines.length).toBeGreaterThan(5);
    const room = codice - testo - 4;
    lines.forEach((line, k) => {
      expect(size(line)).toBe(8);
      expect(line.width).toBeLessThanOrEqual(room);
      const next = lines[k + 1];
      if (next) expect(widthOf(`${line.str} ${next.str.split(' ')[0]}`, 8)).toBeGreaterThan(room);
    });
    // Lines top-down, one line height apart.
    const ys = lines.map((l) => l.transform[5]!);
    expect(ys).toEqual([...ys].sort((a, b) => b - a));

    // A code wider than its column at 8 pt: one piece, in a smaller size that fits.
    const code = inColumn(codice, spazio).find((i) => i.str === CODE)!;
    expect(size(code)).toBeLessThan(8);
    expect(code.width).toBeLessThanOrEqual(spazio - codice - 4);
    expect(inColumn(codice, spazio).map((i) => i.str)).toEqual(['Codice', CODE, 'Wo']);
  });

  it('compresses every stream, page contents and feet (read back above by pdf.js)', async () => {
    const file = (await pdf(Array.from({ length: 200 }, () => ({ text: LONG, code: CODE })))).toString(
      'latin1',
    );
    const streams = file.match(/>>\s*stream\r?\n/g) ?? [];
    // Pages and their feet: a stream each, every one declared FlateDecode.
    expect(streams.length).toBeGreaterThan(10);
    const dictionaries = [...file.matchAll(/<<((?:(?!<<)[\s\S])*?)>>\s*stream\r?\n/g)].map((m) => m[1]!);
    expect(dictionaries).toHaveLength(streams.length);
    for (const d of dictionaries) expect(d).toContain('/Filter /FlateDecode');
    // Compressed: far smaller than the text operators of 200 rows of that length would be.
    expect(file.length).toBeLessThan(200 * LONG.length * 2);
  });
});
