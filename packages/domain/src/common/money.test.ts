import { describe, expect, it } from 'vitest';
import {
  billTotals,
  centsToInput,
  eurosToCents,
  formatEur,
  groupThousands,
  VAT_RATE_PERCENT,
  vatOf,
} from './money';

describe('vatOf', () => {
  it('uses 22 %', () => expect(VAT_RATE_PERCENT).toBe(22));
  it.each([
    [0, 0],
    [1, 0], // 0.22
    [2, 0], // 0.44
    [3, 1], // 0.66
    [25, 6], // 5.5 → half up
    [75, 17], // 16.5 → 17
    [100, 22],
    [1000, 220],
    [1250, 275],
    [12345, 2716], // 2715.9
    [99999, 22000], // 21999.78
    [2273, 500], // 500.06
    [-25, -6],
    [-100, -22],
  ])('vatOf(%i) = %i', (cents, vat) => {
    expect(vatOf(cents)).toBe(vat);
  });
  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses non-integer %s', (v) => {
    expect(() => vatOf(v)).toThrow(RangeError);
  });
});

describe('billTotals', () => {
  it.each([
    [0, 0, 0],
    [1000, 220, 1220],
    [4500, 990, 5490],
    [25, 6, 31],
    [123456, 27160, 150616],
  ])('%i → tax %i, total %i', (taxable, tax, total) => {
    expect(billTotals(taxable)).toEqual({ billAmount: taxable, taxAmount: tax, totalDue: total });
  });
});

describe('formatEur', () => {
  it.each([
    [0, '0,00 €'],
    [5, '0,05 €'],
    [99, '0,99 €'],
    [100, '1,00 €'],
    [1250, '12,50 €'],
    [123456, '1.234,56 €'],
    [100000000, '1.000.000,00 €'],
    [-1250, '-12,50 €'],
    [-5, '-0,05 €'],
  ])('formatEur(%i) = %s', (c, s) => {
    expect(formatEur(c)).toBe(s);
  });
  // English reads the euro sign first and a comma between thousands (issue 26: 630,000 read as thousands).
  it.each([
    [0, '€0.00'],
    [1250, '€12.50'],
    [123456, '€1,234.56'],
    [100000000, '€1,000,000.00'],
    [-1250, '-€12.50'],
  ])('formatEur(%i, en) = %s', (c, s) => expect(formatEur(c, 'en')).toBe(s));
  it('groups thousands', () => {
    expect(groupThousands('1234567')).toBe('1.234.567');
    expect(groupThousands('123')).toBe('123');
  });
});

describe('eurosToCents', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['12,5', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['0', 0],
    ['0,01', 1],
    ['0.29', 29],
    ['1,10', 110],
    ['4.35', 435],
    ['1.005,10', 100510],
    ['1.234,56', 123456],
    ['1.234.567,89', 123456789],
    ['1.234', 123400],
    ['  7,00 ', 700],
    ['7,00 €', 700],
    [12.5, 1250],
    [0.29, 29],
    [4.35, 435],
    [1.1, 110],
    [19.99, 1999],
    [0, 0],
    [1234, 123400],
  ])('eurosToCents(%s) = %i', (v, c) => {
    expect(eurosToCents(v)).toBe(c);
  });
  it.each([
    '',
    ' ',
    'abc',
    '12,345',
    '12.345.6',
    '-1',
    '1,2,3',
    '12,',
    ',50',
    '1 000',
    '1,234.56',
    '12.50.00',
    -1,
    12.345,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('refuses %s', (v) => {
    expect(eurosToCents(v)).toBeNull();
  });
  it('round-trips with centsToInput', () => {
    for (const c of [0, 1, 10, 99, 100, 1250, 123456]) expect(eurosToCents(centsToInput(c))).toBe(c);
    expect(centsToInput(-1250)).toBe('-12,50');
  });
});
