/** Readable request numbers, unique per tenant: YYYY-NNNNNN. */
export const REQUEST_NUMBER_PATTERN = /^\d{4}-\d{6}$/;

export function formatRequestNumber(year: number, seq: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError('YEAR_NOT_VALID');
  if (!Number.isInteger(seq) || seq < 1 || seq > 999_999) throw new RangeError('SEQUENCE_NOT_VALID');
  return `${year}-${String(seq).padStart(6, '0')}`;
}

export function parseRequestNumber(value: string): { year: number; seq: number } | null {
  if (!REQUEST_NUMBER_PATTERN.test(value)) return null;
  const [y, s] = value.split('-') as [string, string];
  const seq = Number(s);
  return seq >= 1 ? { year: Number(y), seq } : null;
}
