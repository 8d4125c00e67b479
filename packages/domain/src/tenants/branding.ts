/**
 * A white-label tenant's brand: the public configuration keys the branding form edits, what each one means, and the
 * rules a value must meet (the form checks them as the administrator types; the server refuses the same values).
 */
export const BRAND_KEYS = {
  PRODUCT_NAME:
    'The product name shown in the header, page titles, e-mails, the score and the PDFs (default HR.We).',
  LEGAL_NAME:
    'The company that runs the brand (ragione sociale): the contract, the e-mails’ signature and the register of processing.',
  LOGO: 'The logo: a PNG, JPEG, SVG or WebP image (at most 256 KB) uploaded from the form, or an https address; the PDFs draw PNG and JPEG and print the product name otherwise.',
  PRIMARY_COLOR:
    'The main colour (#rrggbb) of buttons and links; white text on it must reach a 4.5:1 contrast.',
  CAS_CSS: 'Advanced: extra CSS served at /api/config/public/css for the tenant’s pages.',
} as const;
export type BrandKey = keyof typeof BRAND_KEYS;

/** The largest logo a tenant may upload (the data URL is stored in its public configuration). */
export const BRAND_LOGO_MAX_BYTES = 256 * 1024;
/** Images every browser draws (the PDFs draw PNG and JPEG, and print the product name for the others). */
export const BRAND_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;
/** WCAG 2.1 AA for normal text: white button text on the primary colour. */
export const BRAND_MIN_CONTRAST = 4.5;

const HEX = /^#[0-9a-f]{6}$/i;

/** The relative luminance of a #rrggbb colour (WCAG 2.1). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The bytes a base64 data URL carries. */
const dataUrlBytes = (base64: string) => Math.floor((base64.replace(/=+$/, '').length * 3) / 4);

/**
 * What is wrong with a brand value, as an error key, or null. Other keys are free text (null).
 * PRIMARY_COLOR: #rrggbb with white text readable on it. LOGO: an uploaded PNG/JPEG data URL within the size, or an
 * https address.
 */
export function brandValueProblem(key: string, value: string): string | null {
  const v = value.trim();
  if (key === 'PRIMARY_COLOR') {
    if (!HEX.test(v)) return 'BRAND_COLOR_NOT_VALID';
    if (contrastRatio(v, '#ffffff') < BRAND_MIN_CONTRAST) return 'BRAND_COLOR_LOW_CONTRAST';
    return null;
  }
  if (key === 'LOGO') {
    const data = /^data:([a-z/+]+);base64,([A-Za-z0-9+/=]+)$/.exec(v);
    if (data) {
      if (!(BRAND_LOGO_TYPES as readonly string[]).includes(data[1]!)) return 'BRAND_LOGO_TYPE';
      if (dataUrlBytes(data[2]!) > BRAND_LOGO_MAX_BYTES) return 'BRAND_LOGO_TOO_LARGE';
      return null;
    }
    return /^https:\/\/\S+$/i.test(v) ? null : 'BRAND_LOGO_TYPE';
  }
  if ((key === 'PRODUCT_NAME' || key === 'LEGAL_NAME') && v.length > 120) return 'TEXT_TOO_LONG';
  return null;
}
