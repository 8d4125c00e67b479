import { z } from 'zod';
import { isValidEmail } from '../validation/fields.schemas';
import { MAX_EMAILS_PER_REPORT } from './report.schemas';

/** Rows a bulk invitation may hold (the request's limit: MAX_EMAILS_PER_REPORT). */
export const BULK_ROW_STATES = ['valid', 'invalid', 'duplicate', 'alreadyInvited'] as const;
export type BulkRowState = (typeof BULK_ROW_STATES)[number];
export const BulkRowSchema = z.object({
  /** 1-based position in the pasted text or the file (a file's header row is not counted). */
  row: z.number().int(),
  email: z.string(),
  state: z.enum(BULK_ROW_STATES),
  /** Why the row cannot be invited: a message key. */
  reason: z
    .enum(['EMAIL_REQUIRED', 'EMAIL_NOT_VALID', 'EMAIL_DUPLICATE', 'EMAIL_ALREADY_INVITED'])
    .optional(),
  /** The open request that already invites this address. */
  requestNumber: z.string().optional(),
});
export type BulkRow = z.infer<typeof BulkRowSchema>;

/** POST /api/report/bulk/preview: each row with its state, and the counts by state. */
export const BulkPreviewSchema = z.object({
  rows: z.array(BulkRowSchema),
  counts: z.object({
    valid: z.number().int(),
    invalid: z.number().int(),
    duplicate: z.number().int(),
    alreadyInvited: z.number().int(),
  }),
});
export type BulkPreview = z.infer<typeof BulkPreviewSchema>;

/** The body of the preview (not a file): pasted text, or the list as the screen holds it after the user fixed rows. */
export const BulkPreviewBodySchema = z.union([
  z.object({ emails: z.array(z.string().max(320)).max(MAX_EMAILS_PER_REPORT, 'EMAIL_ADDRESSES_TOO_MANY') }),
  z.object({ text: z.string().max(1024 * 1024) }),
]);
export type BulkPreviewBody = z.infer<typeof BulkPreviewBodySchema>;

/** GET /api/report/detail/{requestNumber}/invitations: how far a request's invitations have gone out. */
export const InvitationProgressSchema = z.object({
  total: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type InvitationProgress = z.infer<typeof InvitationProgressSchema>;

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
