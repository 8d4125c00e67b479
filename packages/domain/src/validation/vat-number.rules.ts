/** Italian partita IVA: 11 digits, the last a Luhn-like check digit. */
export const VAT_NUMBER_PATTERN = /^\d{11}$/;

/** The check digit of the first 10 digits. */
export function vatCheckDigit(first10: string): number {
  if (!/^\d{10}$/.test(first10)) throw new RangeError('VAT_NUMBER_CHARACTER_REQUIRED');
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const n = Number(first10[i]);
    if (i % 2 === 0) sum += n;
    else sum += n * 2 > 9 ? n * 2 - 9 : n * 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** 11 digits, not all zero, with the right check digit. */
export function isValidVatNumber(value: string): boolean {
  const s = value.trim();
  if (!VAT_NUMBER_PATTERN.test(s) || /^0+$/.test(s)) return false;
  return vatCheckDigit(s.slice(0, 10)) === Number(s[10]);
}
