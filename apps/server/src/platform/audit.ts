import type { AuditAction, AuditSubject, CandidateAuditAction } from '@hrwe/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/index';

/** An entry about a candidate takes one of the candidate's actions, which their readers name (no raw key shown). */
type AuditEntry = {
  tenantId: number;
  userId: string | null;
  subjectId: string;
} & (
  | { subjectType: 'candidate'; action: CandidateAuditAction }
  | { subjectType: Exclude<AuditSubject, 'candidate'>; action: AuditAction }
);

/** Who read or exported what: every opening of a candidate report and every export is recorded. */
export async function audit(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values(entry);
}

/** Readings recorded (by any process) whose window is still open, by key: when that window closes (ms). */
const recorded = new Map<string, number>();
const MAX_RECORDED = 10_000;

/**
 * The same, unless the same person did the same to the same subject in the last `minutes`: a screen that refreshes
 * itself (the candidate report while checks run, every 5 s) is one reading, not hundreds of log rows. The process
 * remembers until when the last recorded row keeps the window open (the database's own clock, as seconds left), so
 * the readings within it cost no statement: a row inside the window cannot stop being inside it before then.
 */
export async function auditOncePer(db: Db, minutes: number, e: AuditEntry) {
  const key = [e.tenantId, e.userId, e.action, e.subjectType, e.subjectId].join('\u0000');
  const now = Date.now();
  if ((recorded.get(key) ?? 0) > now) return;
  const { rows } = await db.execute<{ left: number }>(sql`
    with last as (
      select max(created_at) as at from audit_log
       where tenant_id = ${e.tenantId} and subject_type = ${e.subjectType} and subject_id = ${e.subjectId}
         and action = ${e.action} and user_id is not distinct from ${e.userId}
         and created_at > now() - make_interval(mins => ${minutes})),
    added as (
      insert into audit_log (tenant_id, user_id, action, subject_type, subject_id)
      select ${e.tenantId}, ${e.userId}, ${e.action}, ${e.subjectType}, ${e.subjectId}
       where (select at from last) is null
      returning created_at)
    select extract(epoch from coalesce((select at from last), (select created_at from added))
                              + make_interval(mins => ${minutes}) - now())::float8 as left`);
  if (recorded.size >= MAX_RECORDED) {
    for (const [k, until] of recorded) if (until <= now) recorded.delete(k);
    if (recorded.size >= MAX_RECORDED) recorded.clear();
  }
  recorded.set(key, now + (rows[0]?.left ?? 0) * 1000);
}
