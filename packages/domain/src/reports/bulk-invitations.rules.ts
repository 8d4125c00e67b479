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

/**
 * What a bulk invitation file may hold (docs/decisions/security-upload-limits.md). The server checks each limit while
 * it reads the file, in a worker thread of its own memory, and refuses the file with the key of the first limit
 * passed; the messages (errors.json, it and en) name each figure, and a test holds them to these values.
 */
export const BULK_FILE_LIMITS = {
  /** The uploaded file (5,000 rows with a few columns take well under 1 MB). */
  bytes: 5 * 1024 * 1024,
  /** What an xlsx inflates to, the parts read together (shared texts and the first sheet). */
  uncompressedBytes: 32 * 1024 * 1024,
  /** Inflated bytes per compressed byte of a part, once a part passes 1 MB (spreadsheets: 5-30; zip bombs: ~1,000). */
  compressionRatio: 100,
  /** Rows with some text: a header and a request's candidates. */
  rows: MAX_EMAILS_PER_REPORT + 1,
  /** The furthest column a cell may be in (IV, the 256 columns of the old .xls format). */
  columns: 256,
  /** Characters in one cell (an address has at most 254). */
  cellChars: 2000,
  /** Reading time. */
  seconds: 10,
} as const;

/** The error key of each limit, and of a file whose reading ran out of the worker's own memory. */
export const BULK_FILE_LIMIT_KEYS = {
  bytes: 'BULK_FILE_TOO_LARGE',
  uncompressedBytes: 'BULK_FILE_UNCOMPRESSED_TOO_LARGE',
  compressionRatio: 'BULK_FILE_COMPRESSION_TOO_HIGH',
  rows: 'BULK_FILE_TOO_MANY_ROWS',
  columns: 'BULK_FILE_TOO_MANY_COLUMNS',
  cellChars: 'BULK_FILE_CELL_TOO_LONG',
  seconds: 'BULK_FILE_TOO_SLOW',
  memory: 'BULK_FILE_TOO_COMPLEX',
} as const;
export type BulkFileLimit = keyof typeof BULK_FILE_LIMIT_KEYS;
