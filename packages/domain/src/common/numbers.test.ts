import { describe, expect, it } from 'vitest';
import { formatDecimal, formatEuros, formatInteger } from './numbers';

describe('numbers for display', () => {
  it.each([
    [1234.567, 'it', '1.234,57'],
    [1234.5, 'en', '1,234.5'],
    [-0.25, 'it', '-0,25'],
  ] as const)('formatDecimal(%s, %s) = %s', (n, lang, text) => expect(formatDecimal(n, lang)).toBe(text));

  it('groups integers in both languages, even four digits', () => {
    expect(formatInteger(1234)).toBe('1.234');
    expect(formatInteger(1234567.4, 'en')).toBe('1,234,567');
  });

  it('shows euros with two decimals and plain spaces', () => {
    expect(formatEuros(1234.5)).toBe('1.234,50 €');
    expect(formatEuros(1234.5, 'en')).toBe('€1,234.50');
  });

  it('takes the interface language as i18next names it: English for en-GB, Italian for anything else', () => {
    expect(formatInteger(10000, 'en-GB')).toBe('10,000');
    expect(formatInteger(10000, 'it-IT')).toBe('10.000');
    expect(formatInteger(10000, 'de')).toBe('10.000');
  });
});
