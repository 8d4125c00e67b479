import { describe, expect, it } from 'vitest';
import { isValidVatNumber, vatCheckDigit } from './vat-number.rules';

describe('partita IVA', () => {
  it.each([
    '12345678903',
    '00743110157', // a published company number
    '01234567897',
    '00000010215',
    '09876543217',
    ' 12345678903 ',
  ])('accepts %s', (v) => expect(isValidVatNumber(v)).toBe(true));

  it.each(['12345678900', '12345678901', '12345678902', '12345678904', '12345678909', '00743110158'])(
    'refuses the wrong check digit %s',
    (v) => expect(isValidVatNumber(v)).toBe(false),
  );

  it.each([
    '',
    '1234567890',
    '123456789031',
    '1234567890A',
    'IT12345678903',
    '12345 78903',
    '00000000000',
    '-2345678903',
  ])('refuses the malformed %s', (v) => expect(isValidVatNumber(v)).toBe(false));

  it.each([
    ['1234567890', 3],
    ['0074311015', 7],
    ['0123456789', 7],
    ['0000000000', 0],
    ['9999999999', 0],
  ])('vatCheckDigit(%s) = %i', (s, d) => expect(vatCheckDigit(s)).toBe(d));

  it('exactly one check digit fits each prefix', () => {
    for (const prefix of ['1234567890', '5555555555', '0101010101', '9080706050']) {
      const ok = [...Array(10).keys()].filter((d) => isValidVatNumber(`${prefix}${d}`));
      expect(ok).toHaveLength(1);
    }
  });

  it('refuses a bad prefix', () => expect(() => vatCheckDigit('12')).toThrow(RangeError));
});
