import type { Db } from '../db/client';
import { auditLog } from '../db/schema/index';

/** Who read or exported what: every opening of a candidate report and every export is recorded. */
export async function audit(
  db: Db,
  entry: { tenantId: number; userId: string | null; action: string; subjectType: string; subjectId: string },
) {
  await db.insert(auditLog).values(entry);
}
