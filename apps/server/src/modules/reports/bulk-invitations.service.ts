import {
  type BulkRow,
  badRequest,
  classifyBulkRows,
  countBulkRows,
  MAX_EMAILS_PER_REPORT,
  normalizeEmail,
} from '@hrwe/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Upload } from '../../platform/files/upload';
import { csvTable, emailColumnOf, xlsxTable } from './bulk-invitations.parse';

/** The caller's open invitation requests that already invite some of `emails` (address → request number). */
async function alreadyInvited(db: Db, tenantId: number, userId: string, emails: string[]) {
  const wanted = [...new Set(emails.map(normalizeEmail).filter(Boolean))];
  const found = new Map<string, string>();
  if (wanted.length === 0) return found;
  const { rows } = await db.execute<{ email: string; request_number: string }>(sql`
    select distinct on (lower(c.email)) lower(c.email) as email, r.request_number
      from candidates c join report_requests r on r.id = c.request_id
     where c.tenant_id = ${tenantId} and r.tenant_id = ${tenantId} and r.user_id = ${userId}
       and r.status = 'OPEN' and r.kind = 'INVITATION'
       and lower(c.email) in (select jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb))
     order by lower(c.email), r.created_at desc`);
  for (const r of rows) found.set(r.email, r.request_number);
  return found;
}

/**
 * The preview of a bulk invitation (docs/decisions/bulk-invitations.md): each address valid, invalid, duplicate in
 * the list, or already invited in one of the caller's open requests. More rows than a request may hold is refused.
 */
export async function previewBulk(db: Db, tenantId: number, userId: string, emails: string[]) {
  if (emails.length === 0) throw badRequest('BULK_FILE_NO_EMAILS', { file: 'BULK_FILE_NO_EMAILS' });
  if (emails.length > MAX_EMAILS_PER_REPORT)
    throw badRequest('VALIDATION_FAILED', { emailAddresses: 'EMAIL_ADDRESSES_TOO_MANY' });
  const rows: BulkRow[] = classifyBulkRows(emails, await alreadyInvited(db, tenantId, userId, emails));
  return { rows, counts: countBulkRows(rows) };
}

/** The addresses of an uploaded CSV or xlsx file, one per data row. */
export async function emailsOfFile(file: Upload): Promise<string[]> {
  const table = file.extension === 'xlsx' ? await xlsxTable(file.content) : csvTable(file.content);
  return emailColumnOf(table);
}
