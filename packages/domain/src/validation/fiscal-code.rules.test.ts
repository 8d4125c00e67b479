import { describe, expect, it } from 'vitest';
import {
  decodeOmocodia,
  FISCAL_CODE_PATTERN,
  fiscalCodeCheckChar,
  hasFiscalCodeStructure,
  isValidFiscalCode,
  normalizeFiscalCode,
} from './fiscal-code.rules';

/** An independent reference implementation (the classic odd-table string), to cross-check. */
const ODD = 'BAFHJNPRTVCESULDGIMOQKWZYX';
const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
function referenceCheck(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = first15[i] as string;
    const n = ALNUM.indexOf(c);
    const v = n < 10 ? n : n - 10;
    sum += i % 2 === 0 ? ODD.charCodeAt(v) - 65 : v;
  }
  return String.fromCharCode(65 + (sum % 26));
}
const withCheck = (first15: string) => first15 + referenceCheck(first15);

const VALID = [
  'RSSMRA85T10A562S', // Mario Rossi, 10/12/1985, Bagno a Ripoli
  'RSSMRA80A01H501U', // Mario Rossi, 01/01/1980, Roma
  withCheck('BNCLRA90E41F205'), // Laura Bianchi, 01/05/1990 (female: day + 40), Milano
  withCheck('VRDGPP13A01L219'), // Giuseppe Verdi style, Torino
  withCheck('XXXYYY00A01Z404'), // foreign-born (Z code)
  withCheck('FRRLCU75P71D612'), // day 31 female (71)
  withCheck('CSTNNA99H30C351'),
];

describe('fiscalCodeCheckChar', () => {
  it('matches the known example RSSMRA85T10A562S', () => {
    expect(fiscalCodeCheckChar('RSSMRA85T10A562')).toBe('S');
    expect(fiscalCodeCheckChar('RSSMRA80A01H501')).toBe('U');
  });
  it.each(VALID)('agrees with the reference implementation on %s', (code) => {
    expect(fiscalCodeCheckChar(code.slice(0, 15))).toBe(referenceCheck(code.slice(0, 15)));
  });
  it('agrees on many generated codes', () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 0; i < 500; i++) {
      const pick = (s: string, k: number) => s[(i * 7 + k * 13) % s.length] as string;
      const first15 = `${pick(letters, 1)}${pick(letters, 2)}${pick(letters, 3)}${pick(letters, 4)}${pick(letters, 5)}${pick(letters, 6)}${i % 10}${(i * 3) % 10}${pick('ABCDEHLMPRST', 7)}${String((i % 28) + 1).padStart(2, '0')}${pick(letters, 8)}${(i * 7) % 10}${(i * 11) % 10}${(i * 13) % 10}`;
      expect(fiscalCodeCheckChar(first15)).toBe(referenceCheck(first15));
    }
  });
  it.each(['', 'RSSMRA85T10A56', 'RSSMRA85T10A562S', 'rssmra85t10a56!'])('refuses %s', (s) => {
    expect(() => fiscalCodeCheckChar(s)).toThrow(RangeError);
  });
  it('accepts lower case input', () => expect(fiscalCodeCheckChar('rssmra85t10a562')).toBe('S'));
});

describe('isValidFiscalCode', () => {
  it.each(VALID)('accepts %s', (code) => expect(isValidFiscalCode(code)).toBe(true));

  it.each([
    ['lower case', 'rssmra85t10a562s'],
    ['surrounding spaces', '  RSSMRA85T10A562S '],
  ])('accepts %s', (_label, code) => expect(isValidFiscalCode(code)).toBe(true));

  it.each('ABCDEFGHIJKLMNOPQRTUVWXYZ'.split(''))('refuses the wrong check character %s', (c) => {
    expect(isValidFiscalCode(`RSSMRA85T10A562${c}`)).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['15 characters', 'RSSMRA85T10A562'],
    ['17 characters', 'RSSMRA85T10A562SX'],
    ['digit in surname', 'R5SMRA85T10A562S'],
    ['letter month not allowed (F)', 'RSSMRA85F10A562S'],
    ['letter in year (not omocodia)', 'RSSMRA8XT10A562S'],
    ['day 00', withCheck('RSSMRA85T00A562')],
    ['day 32', withCheck('RSSMRA85T32A562')],
    ['day 40', withCheck('RSSMRA85T40A562')],
    ['day 72', withCheck('RSSMRA85T72A562')],
    ['digit as place letter', withCheck('RSSMRA85T109562')],
    ['digit as check', 'RSSMRA85T10A5621'],
    ['inner space', 'RSSMRA85 T10A562S'],
    ['punctuation', 'RSSMRA85T10A562-'],
    ['swapped characters', 'RSSMRA58T10A562S'],
    ['one changed digit', 'RSSMRA85T11A562S'],
    ['11-digit temporary code', '12345678903'],
  ])('refuses %s', (_label, code) => expect(isValidFiscalCode(code)).toBe(false));

  describe('omocodia', () => {
    const base = 'RSSMRA85T10A562';
    const map = 'LMNPQRSTUV';
    const omo = (positions: number[]) => {
      const s = base.split('');
      for (const p of positions) s[p] = map[Number(s[p])] as string;
      return withCheck(s.join(''));
    };
    it.each([
      [[14]],
      [[13, 14]],
      [[12, 13, 14]],
      [[10, 12, 13, 14]],
      [[9, 10, 12, 13, 14]],
      [[6, 7, 9, 10, 12, 13, 14]],
      [[6]],
      [[9]],
    ])('accepts the variant replacing positions %j', (positions) => {
      const code = omo(positions);
      expect(isValidFiscalCode(code)).toBe(true);
      expect(decodeOmocodia(code).slice(0, 15)).toBe(base);
    });
    it('knows the first variant by heart', () => {
      expect(omo([14])).toBe('RSSMRA85T10A56NH');
      expect(isValidFiscalCode('RSSMRA85T10A56NH')).toBe(true);
    });
    it('refuses a variant with the original check character', () => {
      expect(isValidFiscalCode('RSSMRA85T10A56NS')).toBe(false);
    });
    it('refuses a non-omocodia letter in a digit position', () => {
      expect(isValidFiscalCode(withCheck('RSSMRA85T10A56A'))).toBe(false);
      expect(isValidFiscalCode(withCheck('RSSMRA85T1WA562'))).toBe(false);
    });
    it('refuses an omocodic day that decodes out of range', () => {
      // day 'V2' decodes to 92
      expect(isValidFiscalCode(withCheck('RSSMRA85TV2A562'))).toBe(false);
    });
  });
});

describe('structure helpers', () => {
  it('normalizes', () => expect(normalizeFiscalCode(' rssmra85t10a562s ')).toBe('RSSMRA85T10A562S'));
  it('checks structure without the check character', () => {
    expect(hasFiscalCodeStructure('RSSMRA85T10A562Z')).toBe(true);
    expect(hasFiscalCodeStructure('RSSMRA85T10A5621')).toBe(false);
    expect(FISCAL_CODE_PATTERN.test('RSSMRA85T10A562S')).toBe(true);
  });
  it('decodes omocodia only in digit positions', () => {
    expect(decodeOmocodia('LLLLLLLLLLLLLLLL')).toBe('LLLLLL00L00L000L');
  });
});
