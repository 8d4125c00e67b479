import { type DisplayLanguage, formatEuros } from './numbers';

/** Money is integer cents inside the system, EUR with 2 decimals on screen. */
export const VAT_RATE_PERCENT = 22;

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError('CENTS_NOT_INTEGER');
}

/** VAT on a taxable amount in cents, rounded half up (half away from zero) to the cent. */
export function vatOf(cents: number): number {
  assertCents(cents);
  const sign = cents < 0 ? -1 : 1;
  const abs = Math.abs(cents) * VAT_RATE_PERCENT;
  const rounded = Math.floor(abs / 100) + (abs % 100 >= 50 ? 1 : 0);
  return sign * rounded || 0;
}

export type BillTotals = { billAmount: number; taxAmount: number; totalDue: number };

/** billAmount (taxable), taxAmount (22 %) and totalDue, all in cents. */
export function billTotals(taxableCents: number): BillTotals {
  const taxAmount = vatOf(taxableCents);
  return { billAmount: taxableCents, taxAmount, totalDue: taxableCents + taxAmount };
}

/** Italian grouping of an integer's digits: 1234567 -> '1.234.567'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * An amount kept in cents, in the interface's language: 123456 → '1.234,56 €' (it), '€1,234.56' (en); negative
 * amounts get a leading '-' ('-12,50 €', '-€12.50'). The one money format of screens, PDFs and e-mails.
 */
export function formatEur(cents: number, lang: DisplayLanguage = 'it'): string {
  assertCents(cents);
  return formatEuros(cents / 100, lang);
}

const PLAIN = /^(\d+)(?:[.,](\d{1,2}))?$/;
const GROUPED_IT = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/;

/**
 * Parses a non-negative euro amount into cents without floating-point error:
 * '12,50', '12.50', '12', '12,5', '1.234,56' (Italian grouping with a comma decimal), or a number.
 * Answers null for anything else (negative, more than 2 decimals, text, not finite).
 */
export function eurosToCents(value: string | number): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    return eurosToCents(value.toFixed(6).replace(/0+$/, '').replace(/\.$/, '').replace('.', ','));
  }
  if (typeof value !== 'string') return null;
  const s = value.trim().replace(/\s*€$/, '');
  const m = PLAIN.exec(s) ?? GROUPED_IT.exec(s);
  if (!m) return null;
  const whole = Number((m[1] ?? '').replace(/\./g, ''));
  const frac = Number((m[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + frac;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents to a plain decimal string for inputs: 1250 -> '12,50'. */
export function centsToInput(cents: number): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}
