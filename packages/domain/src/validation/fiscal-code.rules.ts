/** Italian codice fiscale: structure, check character and omocodia (digits replaced by LMNPQRSTUV). */

const OMOCODIA = 'LMNPQRSTUV';
const D = `[0-9${OMOCODIA}]`;
/** Surname(3) name(3) year(2) month letter(1) day(2) place(4: letter + 3) check(1). */
export const FISCAL_CODE_PATTERN = new RegExp(`^[A-Z]{6}${D}{2}[ABCDEHLMPRST]${D}{2}[A-Z]${D}{3}[A-Z]$`);

const ODD_VALUES: Record<string, number> = {
  '0': 1,
  '1': 0,
  '2': 5,
  '3': 7,
  '4': 9,
  '5': 13,
  '6': 15,
  '7': 17,
  '8': 19,
  '9': 21,
  A: 1,
  B: 0,
  C: 5,
  D: 7,
  E: 9,
  F: 13,
  G: 15,
  H: 17,
  I: 19,
  J: 21,
  K: 2,
  L: 4,
  M: 18,
  N: 20,
  O: 11,
  P: 3,
  Q: 6,
  R: 8,
  S: 12,
  T: 14,
  U: 16,
  V: 10,
  W: 22,
  X: 25,
  Y: 24,
  Z: 23,
};

function evenValue(ch: string): number {
  return /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65;
}

/** The check character of the first 15 characters (upper-case letters and digits). */
export function fiscalCodeCheckChar(first15: string): string {
  const s = first15.toUpperCase();
  if (!/^[A-Z0-9]{15}$/.test(s)) throw new RangeError('FISCAL_CODE_CHARACTER');
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const ch = s[i] as string;
    // Positions are counted from 1: index 0 is position 1, an odd position.
    sum += i % 2 === 0 ? (ODD_VALUES[ch] as number) : evenValue(ch);
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** Replaces omocodia letters by their digits in the seven numeric positions. */
export function decodeOmocodia(code: string): string {
  const s = code.toUpperCase().split('');
  for (const i of [6, 7, 9, 10, 12, 13, 14]) {
    const ch = s[i];
    const idx = ch === undefined ? -1 : OMOCODIA.indexOf(ch);
    if (idx >= 0) s[i] = String(idx);
  }
  return s.join('');
}

/** Upper-cases and removes surrounding whitespace. */
export function normalizeFiscalCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Structure (including a day 1..31 or 41..71) without the check character. */
export function hasFiscalCodeStructure(code: string): boolean {
  const s = normalizeFiscalCode(code);
  if (!FISCAL_CODE_PATTERN.test(s)) return false;
  const day = Number(decodeOmocodia(s).slice(9, 11));
  return (day >= 1 && day <= 31) || (day >= 41 && day <= 71);
}

/** Structure and check character, omocodic variants included. Case and surrounding spaces are ignored. */
export function isValidFiscalCode(code: string): boolean {
  const s = normalizeFiscalCode(code);
  return hasFiscalCodeStructure(s) && fiscalCodeCheckChar(s.slice(0, 15)) === s[15];
}
