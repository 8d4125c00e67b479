import { normalizeEmail } from '@hrwe/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The caller's open invitation requests that already invite some of `emails` (address → request number). */
export async function alreadyInvited(db: Db, tenantId: number, userId: string, emails: string[]) {
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
