import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const fonts = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** A piece of text as pdf.js reads it: its matrix (a b c d e f: size and position, bottom-up) and width in points. */
export type PdfTextItem = { str: string; transform: number[]; width: number };

/** The text items of each page of a PDF, as pdf.js reads them, with their place and width. */
export async function pdfTextItems(file: Buffer | Uint8Array): Promise<PdfTextItem[][]> {
  const pdf = await getDocument({ data: new Uint8Array(file), standardFontDataUrl: fonts }).promise;
  const pages: PdfTextItem[][] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const content = await (await pdf.getPage(p)).getTextContent();
    pages.push(
      content.items.map((i) =>
        'str' in i
          ? { str: i.str, transform: i.transform as number[], width: i.width }
          : { str: '', transform: [], width: 0 },
      ),
    );
  }
  return pages;
}

/** The text items of each page of a PDF, as pdf.js reads them. */
async function pageItems(file: Buffer | Uint8Array): Promise<string[][]> {
  return (await pdfTextItems(file)).map((items) => items.map((i) => i.str));
}

/** The text of every page of a PDF, for tests that read back what the server generated. */
export async function pdfText(file: Buffer | Uint8Array): Promise<string> {
  return (await pageItems(file)).map((items) => items.join(' ')).join('\n');
}

/** The text pieces of each page, as drawn (blank ones left out): a word cut over two lines would be two pieces. */
export async function pdfPages(file: Buffer | Uint8Array): Promise<string[][]> {
  return (await pageItems(file)).map((items) => items.filter((s) => s.trim() !== ''));
}
