import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const fonts = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text items of each page of a PDF, as pdf.js reads them. */
async function pageItems(file: Buffer | Uint8Array): Promise<string[][]> {
  const pdf = await getDocument({ data: new Uint8Array(file), standardFontDataUrl: fonts }).promise;
  const pages: string[][] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const content = await (await pdf.getPage(p)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')));
  }
  return pages;
}

/** The text of every page of a PDF, for tests that read back what the server generated. */
export async function pdfText(file: Buffer | Uint8Array): Promise<string> {
  return (await pageItems(file)).map((items) => items.join(' ')).join('\n');
}

/** The text pieces of each page, as drawn (blank ones left out): a word cut over two lines would be two pieces. */
export async function pdfPages(file: Buffer | Uint8Array): Promise<string[][]> {
  return (await pageItems(file)).map((items) => items.filter((s) => s.trim() !== ''));
}
