import type { AuditAction, AuditSubject } from '@hrwe/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/index';

type AuditEntry = {
  tenantId: number;
  userId: string | null;
  action: AuditAction;
  subjectType: AuditSubject;
  subjectId: string;
};

/** Who read or exported what: every opening of a candidate report and every export is recorded. */
export async function audit(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values(entry);
}

/**
 * The same, unless the same person did the same to the same subject in the last `minutes`: a screen that refreshes
 * itself (the candidate report while checks run, every 5 s) is one reading, not hundreds of log rows.
 */
export async function auditOncePer(db: Db, minutes: number, e: AuditEntry) {
  await db.execute(sql`
    insert into audit_log (tenant_id, user_id, action, subject_type, subject_id)
    select ${e.tenantId}, ${e.userId}, ${e.action}, ${e.subjectType}, ${e.subjectId}
     where not exists (
       select 1 from audit_log
        where tenant_id = ${e.tenantId} and subject_type = ${e.subjectType} and subject_id = ${e.subjectId}
          and action = ${e.action} and user_id is not distinct from ${e.userId}
          and created_at > now() - make_interval(mins => ${minutes}))`);
}
