import { describe, expect, it } from 'vitest';
import { requiredText } from '../validation/fields.schemas';
import { cleanFileName, isSafeText, unsafeTextPaths } from './safe-text';

describe('input hygiene', () => {
  it.each([
    ['NUL', 'Mario\u0000Rossi'],
    ['bell', 'a\u0007'],
    ['vertical tab', 'a\u000Bb'],
    ['escape', '\u001B[31m'],
    ['DEL', 'a\u007F'],
    ['C1 next line', 'a\u0085b'],
    ['right-to-left override', 'fattura\u202Efdp.exe'],
    ['left-to-right embedding', '\u202Aabc'],
    ['first strong isolate', 'a\u2068b'],
    ['lone high surrogate', 'a\uD83D'],
    ['lone low surrogate', '\uDE00b'],
    ['reversed pair', '\uDE00\uD83D'],
  ])('refuses %s', (_, text) => {
    expect(isSafeText(text)).toBe(false);
    expect(requiredText('NAME_REQUIRED').safeParse(text).error?.issues[0]?.message).toBe(
      'TEXT_CHARACTER_NOT_ALLOWED',
    );
  });

  it.each([
    ['plain Italian', "Niccolò D'Àgostino"],
    ['tab and line breaks', 'riga 1\r\nriga 2\tcolonna'],
    ['emoji (a paired surrogate)', 'ciao 😀'],
    ['Arabic and Hebrew letters', 'مرحبا שלום'],
    ['a left-to-right mark (not an override)', 'a\u200Eb'],
  ])('accepts %s', (_, text) => {
    expect(isSafeText(text)).toBe(true);
  });

  it('finds every unsafe string in a nested value, keys included', () => {
    expect(
      unsafeTextPaths({ a: 'ok', b: ['x', 'y\u0000'], c: { d: '\u202E' }, 'k\u0000': 'v', n: 3, z: null }),
    ).toEqual(['b.1', 'c.d', 'k\u0000']);
    expect(unsafeTextPaths('\u0000')).toEqual(['_']);
    expect(unsafeTextPaths({ a: 'fine' })).toEqual([]);
  });

  it('cleans a file name of controls, bidirectional characters and path separators', () => {
    expect(cleanFileName('fattura\u202Efdp.exe')).toBe('fatturafdp.exe');
    expect(cleanFileName('../..\\etc\u0000/passwd\n.pdf')).toBe('.._.._etc_passwd.pdf');
    expect(cleanFileName('\u0000\u202E')).toBe('file');
    expect(cleanFileName('a'.repeat(300))).toHaveLength(200);
    expect(cleanFileName('Relazione finale 😀.pdf')).toBe('Relazione finale 😀.pdf');
  });
});
