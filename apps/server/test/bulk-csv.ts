/**
 * A 5,000-row CSV of candidates with mixed errors, and what its preview must count. Rows (0-based i):
 * i%100 = 0 no '@' (invalid), i%100 = 50 empty e-mail cell (invalid), i%100 = 25 the address of row i-1
 * (duplicate), i < 100 with i%10 = 3 an address `invited(i)` the caller has already invited in an open request.
 */
export const BULK_ROWS = 5000;
export const invitedAddress = (tag: string, i: number) => `gia.invitato.${tag}.${i}@example.it`;
export const BULK_EXPECTED = { valid: 4840, invalid: 100, duplicate: 50, alreadyInvited: 10 };
export const ALREADY_INVITED_ROWS = Array.from({ length: 10 }, (_, k) => k * 10 + 3);

export function bulkCsv(tag: string): string {
  const lines = ['Nome;Cognome;Email'];
  const address = (i: number) => `candidato.${tag}.${i}@example.it`;
  for (let i = 0; i < BULK_ROWS; i++) {
    let email = address(i);
    if (i % 100 === 0) email = `senza-chiocciola.${i}.example.it`;
    else if (i % 100 === 50) email = '';
    else if (i % 100 === 25) email = address(i - 1);
    else if (i < 100 && i % 10 === 3) email = invitedAddress(tag, i);
    lines.push(`Nome${i};Cognome${i};${email}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}
