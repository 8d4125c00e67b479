import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registerPayments, users } from '../../db/schema/index';

type Tx = Pick<Db, 'insert' | 'select'>;

/**
 * Records the consumption of a completed candidate check at the HR user's price of this moment (copied, not
 * referenced). Called by the checks in the transaction that completes the candidate; the unique candidate id
 * makes a repeated call (a retried job) a no-op, so a check is never charged twice.
 */
export async function recordCheckPayment(
  tx: Tx,
  c: { candidateId: string; tenantId: number; userId: string; requestNumber: string; at?: Date },
) {
  const at = c.at ?? new Date();
  await tx
    .insert(registerPayments)
    .values({
      tenantId: c.tenantId,
      userId: c.userId,
      candidateId: c.candidateId,
      requestNumber: c.requestNumber,
      priceCents: sql`coalesce((select ${users.singleReportCostCents} from ${users} where ${users.id} = ${c.userId}), 0)`,
      month: sql`to_char(${at.toISOString()}::timestamptz at time zone 'Europe/Rome', 'YYYY-MM')`,
      createdAt: at,
    })
    .onConflictDoNothing({ target: registerPayments.candidateId });
}
