/** What the PDF export uses of a PDFKit standard font (Helvetica…) beyond PDFKit's typings. */
export type StandardFont = {
  id: string;
  ascender: number;
  descender: number;
  lineGap: number;
  ref(): unknown;
  font: {
    characterToGlyph(code: number): string;
    widthOfGlyph(glyph: string): number;
    getKernPair(left: string, right: string): number;
    encodeText(text: string): string[];
  };
};

/** A character of a standard font: its glyph, its width in thousandths of the size, its hex code in the font. */
type Glyph = { name: string; width: number; hex: string };

/**
 * Widths and text operators of a standard font, from its AFM metrics as PDFKit reads them (`widthOfString`, and
 * the kerned TJ of `text()`), but cached per character and per pair of characters: PDFKit builds arrays and
 * looks each kerning pair up by a joined string on every call, which was most of a 100,000-row export's time.
 * Widths are in thousandths of the font size (AFM units), integers, so sums are exact.
 */
export class FontMetrics {
  readonly id: string;
  private readonly glyphs = new Map<number, Glyph>();
  private readonly kerns = new Map<number, number>();

  constructor(readonly font: StandardFont) {
    this.id = font.id;
  }

  private glyph(code: number): Glyph {
    let g = this.glyphs.get(code);
    if (!g) {
      const name = this.font.font.characterToGlyph(code);
      const hex = this.font.font.encodeText(String.fromCharCode(code))[0]!;
      g = { name, width: this.font.font.widthOfGlyph(name), hex };
      this.glyphs.set(code, g);
    }
    return g;
  }

  /** The kerning between two characters, in AFM units (UTF-16 codes: a pair is one number). */
  kern(left: number, right: number): number {
    const key = left * 0x10000 + right;
    let k = this.kerns.get(key);
    if (k === undefined) {
      k = this.font.font.getKernPair(this.glyph(left).name, this.glyph(right).name);
      this.kerns.set(key, k);
    }
    return k;
  }

  /** The width of `text` in AFM units, kerning included: PDFKit's `widthOfString` × 1000 / size. */
  units(text: string): number {
    let w = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      w += this.glyph(c).width;
      if (i + 1 < text.length) w += this.kern(c, text.charCodeAt(i + 1));
    }
    return w;
  }

  /** `text` as a TJ operator, kerned the way PDFKit's `text()` writes it. */
  show(text: string): string {
    let out = '[<';
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      out += this.glyph(c).hex;
      const kern = i + 1 < text.length ? this.kern(c, text.charCodeAt(i + 1)) : 0;
      if (kern !== 0) out += `> ${-kern} <`;
    }
    return `${out}>] TJ`;
  }

  /** The line height at `size`, the gap included (PDFKit's `currentLineHeight(true)`). */
  lineHeight(size: number): number {
    return ((this.font.ascender + this.font.lineGap - this.font.descender) / 1000) * size;
  }
}
