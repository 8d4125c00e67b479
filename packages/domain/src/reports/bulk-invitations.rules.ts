import { isValidEmail } from '../validation/fields.schemas';

/** Rows a bulk invitation may hold (the request's limit: MAX_EMAILS_PER_REPORT). */
export type BulkRowState = 'valid' | 'invalid' | 'duplicate' | 'alreadyInvited';
export type BulkRow = {
  /** 1-based position in the pasted text or the file (a file's header row is not counted). */
  row: number;
  email: string;
  state: BulkRowState;
  /** Why the row cannot be invited: a message key. */
  reason?: 'EMAIL_REQUIRED' | 'EMAIL_NOT_VALID' | 'EMAIL_DUPLICATE' | 'EMAIL_ALREADY_INVITED';
  /** The open request that already invites this address. */
  requestNumber?: string;
};

export const normalizeEmail = (raw: string) => raw.trim().toLowerCase();

/**
 * The preview of a bulk invitation: each row valid, invalid (empty or not an e-mail), a duplicate of an earlier row
 * of the same list, or already invited in one of the user's open requests (`invited`: address → request number).
 */
export function classifyBulkRows(emails: readonly string[], invited: ReadonlyMap<string, string>): BulkRow[] {
  const seen = new Set<string>();
  return emails.map((raw, i) => {
    const email = normalizeEmail(raw);
    const row = i + 1;
    if (!email) return { row, email, state: 'invalid', reason: 'EMAIL_REQUIRED' };
    if (!isValidEmail(email)) return { row, email, state: 'invalid', reason: 'EMAIL_NOT_VALID' };
    if (seen.has(email)) return { row, email, state: 'duplicate', reason: 'EMAIL_DUPLICATE' };
    seen.add(email);
    const requestNumber = invited.get(email);
    if (requestNumber)
      return { row, email, state: 'alreadyInvited', reason: 'EMAIL_ALREADY_INVITED', requestNumber };
    return { row, email, state: 'valid' };
  });
}

/** Counts of a preview by state. */
export function countBulkRows(rows: readonly BulkRow[]): Record<BulkRowState, number> {
  const counts = { valid: 0, invalid: 0, duplicate: 0, alreadyInvited: 0 };
  for (const r of rows) counts[r.state]++;
  return counts;
}

/**
 * The e-mail addresses in pasted text: one per line, or separated by commas, semicolons or tabs (as copied from
 * a spreadsheet column or an e-mail client). Empty pieces are skipped.
 */
export function splitPastedEmails(text: string): string[] {
  return text
    .split(/[\r\n,;\t]+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
