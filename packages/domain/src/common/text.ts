export const TRUNCATE_LENGTH = 50;

/** The first 50 characters followed by '…' when the text is longer; shorter text is unchanged. */
export function truncate50(text: string | null | undefined): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length > TRUNCATE_LENGTH ? `${chars.slice(0, TRUNCATE_LENGTH).join('')}…` : text;
}

/** 'Sì' or 'No' for a boolean (anything not true is 'No'). */
export function siNo(value: boolean | null | undefined): 'Sì' | 'No' {
  return value === true ? 'Sì' : 'No';
}

/**
 * The Italian preposition 'a' before a name, with the euphonic 'ad' before a name starting with 'a'
 * ('ad Acme', 'a HR.We', 'a Beta'), as in "registrazione ad Acme".
 */
export function aPreposition(name: string): string {
  return /^[aàAÀ]/.test(name.trim()) ? `ad ${name.trim()}` : `a ${name.trim()}`;
}
