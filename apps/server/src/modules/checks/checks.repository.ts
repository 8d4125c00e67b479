import type { CandidateAuditAction, CheckName } from '@hrwe/domain';
import { and, asc, desc, eq, exists, inArray, isNotNull, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery, value } from '../../db/prepared';
import {
  auditLog,
  candidateAddressColumns,
  candidateChecks,
  candidates,
  consents,
  reportRequests,
  users,
} from '../../db/schema/index';
import type { Caller } from '../../platform/auth/caller';
import type { CandidateSummary } from './checks.summary';

/** One provider check of a candidate, as stored. */
export type CandidateCheck = typeof candidateChecks.$inferSelect;

/**
 * Candidates in the caller's scope: the tenant's, and for HR users their own. (The reports module scopes its
 * candidates the same way; its repository is not imported here, as the reports entry leads back to this module.)
 */
const scopeOf = (admin: boolean): SQL =>
  admin
    ? eq(candidates.tenantId, value('tenantId'))
    : and(eq(candidates.tenantId, value('tenantId')), eq(candidates.userId, value('userId')))!;

/**
 * The candidate and its request as the report, the rights desk and the checks' re-run read them: prepared
 * (db/prepared.ts), one shape per scope and per whether the request number is given.
 */
const candidateInScopeQuery = preparedQuery((db, shape: `${'admin' | 'hr'}${'' | '+number'}`) =>
  db
    .select({
      id: candidates.id,
      tenantId: candidates.tenantId,
      userId: candidates.userId,
      email: candidates.email,
      status: candidates.status,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      codiceFiscale: candidates.codiceFiscale,
      dateOfBirth: candidates.dateOfBirth,
      ...candidateAddressColumns,
      insertedAt: candidates.insertedAt,
      invitationSentAt: candidates.invitationSentAt,
      dataSubmittedAt: candidates.dataSubmittedAt,
      completedAt: candidates.completedAt,
      consentGiven: candidates.consentGiven,
      consentWithdrawnAt: candidates.consentWithdrawnAt,
      anonymisedAt: candidates.anonymisedAt,
      requestNumber: reportRequests.requestNumber,
      referencePerson: reportRequests.referencePerson,
      requestStatus: reportRequests.status,
      kind: reportRequests.kind,
      providers: reportRequests.providers,
      role: reportRequests.role,
      purposeLabelIt: reportRequests.purposeLabelIt,
      purposeLabelEn: reportRequests.purposeLabelEn,
    })
    .from(candidates)
    .innerJoin(reportRequests, eq(reportRequests.id, candidates.requestId))
    .where(
      and(
        eq(candidates.id, value('uuid')),
        scopeOf(shape.startsWith('admin')),
        shape.endsWith('+number') ? eq(reportRequests.requestNumber, value('requestNumber')) : undefined,
      ),
    ),
);

export async function candidateInScope(db: Db, scope: Caller, uuid: string, requestNumber?: string) {
  const values = { uuid, requestNumber, tenantId: scope.tenantId, userId: scope.userId };
  const shape = `${scope.admin ? 'admin' : 'hr'}${requestNumber === undefined ? '' : '+number'}` as const;
  const [row] = await candidateInScopeQuery(db, values, shape);
  return row ?? null;
}
export type ScopedCandidate = NonNullable<Awaited<ReturnType<typeof candidateInScope>>>;

/** What the checks job needs of a candidate and its request (any tenant: the job was queued by the server). */
export async function candidateToCheck(db: Db, candidateId: string) {
  const [row] = await db
    .select({
      id: candidates.id,
      tenantId: candidates.tenantId,
      userId: candidates.userId,
      status: candidates.status,
      codiceFiscale: candidates.codiceFiscale,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      dateOfBirth: candidates.dateOfBirth,
      ...candidateAddressColumns,
      requestNumber: reportRequests.requestNumber,
      providers: reportRequests.providers,
      /** The purpose category's pertinent groups (null on requests made before the pertinence gate). */
      pertinentChecks: reportRequests.pertinentChecks,
    })
    .from(candidates)
    .innerJoin(reportRequests, eq(reportRequests.id, candidates.requestId))
    .where(eq(candidates.id, candidateId));
  return row ?? null;
}
export type CandidateToCheck = NonNullable<Awaited<ReturnType<typeof candidateToCheck>>>;

/** A candidate's checks, in the order they were first queued. */
const checksOfQuery = preparedQuery((db) =>
  db
    .select({
      checkName: candidateChecks.checkName,
      provider: candidateChecks.provider,
      status: candidateChecks.status,
      attempts: candidateChecks.attempts,
      raw: candidateChecks.raw,
      lastError: candidateChecks.lastError,
      updatedAt: candidateChecks.updatedAt,
      finishedAt: candidateChecks.finishedAt,
    })
    .from(candidateChecks)
    .where(eq(candidateChecks.candidateId, value('candidateId')))
    .orderBy(asc(candidateChecks.id)),
);

export const checksOf = (db: Db, candidateId: string) => checksOfQuery(db, { candidateId });

/** How many checks of the candidate wait for a run (failed, or pending). */
export async function checksToRetry(db: Db, candidateId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(candidateChecks)
    .where(
      and(
        eq(candidateChecks.candidateId, candidateId),
        inArray(candidateChecks.status, ['failed', 'pending']),
      ),
    );
  return row?.n ?? 0;
}

/** Sets the candidate's failed checks pending again (an administrator's re-run). */
export async function resetFailedChecks(db: Db, candidateId: string) {
  await db
    .update(candidateChecks)
    .set({ status: 'pending', updatedAt: sql`now()` })
    .where(and(eq(candidateChecks.candidateId, candidateId), eq(candidateChecks.status, 'failed')));
}

/**
 * True while the checks job of the candidate waits or runs. pg-boss owns its table (`pgboss.job`), which has no
 * Drizzle table of ours: the query stays SQL.
 */
export async function checksJobPending(db: Db, jobName: string, candidateId: string): Promise<boolean> {
  const res = await db.execute(
    sql`select 1 from pgboss.job where name = ${jobName} and singleton_key = ${`checks:${candidateId}`} and state in ('created', 'retry', 'active') limit 1`,
  );
  return res.rows.length > 0;
}

/**
 * Candidates with data, not complete, submitted before `olderThan` ago, whose checks never started or wait as
 * 'pending' (or 'running' for more than 10 minutes), and for whom no checks job waits or runs (at most 500, oldest
 * data first). The job's lookup in pg-boss's own table stays SQL.
 */
export async function candidatesWithoutChecks(db: Db, jobName: string, olderThan: string) {
  const checksOfCandidate = eq(candidateChecks.candidateId, candidates.id);
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(
      and(
        eq(candidates.status, 'NOT_COMPLETE'),
        isNotNull(candidates.dataSubmittedAt),
        isNotNull(candidates.codiceFiscale),
        sql`${candidates.dataSubmittedAt} < now() - ${olderThan}::interval`,
        or(
          notExists(db.select({ one: sql`1` }).from(candidateChecks).where(checksOfCandidate)),
          exists(
            db
              .select({ one: sql`1` })
              .from(candidateChecks)
              .where(
                and(
                  checksOfCandidate,
                  or(
                    eq(candidateChecks.status, 'pending'),
                    and(
                      eq(candidateChecks.status, 'running'),
                      sql`${candidateChecks.startedAt} < now() - interval '10 minutes'`,
                    ),
                  ),
                ),
              ),
          ),
        ),
        sql`not exists (select 1 from pgboss.job j
                         where j.name = ${jobName} and j.singleton_key = 'checks:' || ${candidates.id}::text
                           and j.state < 'completed')`,
      ),
    )
    .orderBy(asc(candidates.dataSubmittedAt))
    .limit(500);
  return rows.map((r) => r.id);
}

/** The candidate's consent evidence, oldest first. */
const consentsOfQuery = preparedQuery((db) =>
  db
    .select({
      createdAt: consents.createdAt,
      choice: consents.choice,
      withdrawal: consents.withdrawal,
      textVersion: consents.textVersion,
      role: consents.role,
      purpose: consents.purpose,
      checks: consents.checks,
    })
    .from(consents)
    .where(and(eq(consents.tenantId, value('tenantId')), eq(consents.candidateId, value('candidateId'))))
    .orderBy(asc(consents.createdAt), asc(consents.id)),
);
export const consentsOf = (db: Db, tenantId: number, candidateId: string) =>
  consentsOfQuery(db, { tenantId, candidateId });

/** The candidate's audit rows with who did each, newest first (at most 500). */
export async function auditRowsOf(db: Db, tenantId: number, candidateId: string) {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      createdAt: auditLog.createdAt,
      userId: auditLog.userId,
      email: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(
      and(
        eq(auditLog.tenantId, tenantId),
        eq(auditLog.subjectType, 'candidate'),
        eq(auditLog.subjectId, candidateId),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(500);
  // audit_log.action is a text column; audit() writes only a candidate's actions about a candidate.
  return rows.map((r) => ({ ...r, action: r.action as CandidateAuditAction }));
}

/** The check's row, made once per candidate and check (a second call changes nothing). */
export async function ensureCheck(
  db: Db,
  tenantId: number,
  candidateId: string,
  name: CheckName,
  provider: 'cc' | 'ce',
) {
  await db
    .insert(candidateChecks)
    .values({ tenantId, candidateId, provider, checkName: name })
    .onConflictDoNothing({ target: [candidateChecks.candidateId, candidateChecks.checkName] });
}

/**
 * Claims one check for an attempt: pending or failed, or 'running' for longer than `staleRunning` (a dead attempt's).
 * Returns the attempt's number, or null when the check is not to run (done, or running elsewhere).
 */
export async function claimCheck(
  db: Db,
  candidateId: string,
  name: CheckName,
  staleRunning: string,
): Promise<number | null> {
  const [row] = await db
    .update(candidateChecks)
    .set({
      status: 'running',
      attempts: sql`${candidateChecks.attempts} + 1`,
      startedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(candidateChecks.candidateId, candidateId),
        eq(candidateChecks.checkName, name),
        or(
          inArray(candidateChecks.status, ['pending', 'failed']),
          and(
            eq(candidateChecks.status, 'running'),
            sql`${candidateChecks.startedAt} < now() - ${staleRunning}::interval`,
          ),
        ),
      ),
    )
    .returning({ attempts: candidateChecks.attempts });
  return row?.attempts ?? null;
}

/** Stores a running check's answer and its summary: the check is done. */
export async function storeCheckAnswer(
  db: Db,
  candidateId: string,
  name: CheckName,
  raw: unknown,
  summary: Record<string, unknown>,
) {
  await db
    .update(candidateChecks)
    .set({
      status: 'done',
      raw,
      summary,
      lastError: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(candidateChecks.candidateId, candidateId),
        eq(candidateChecks.checkName, name),
        eq(candidateChecks.status, 'running'),
      ),
    );
}

/** Records a running check's failed attempt; false when the check was no longer running (nothing changed). */
export async function failRunningCheck(
  db: Db,
  candidateId: string,
  name: CheckName,
  message: string,
): Promise<boolean> {
  const res = await db
    .update(candidateChecks)
    .set({ status: 'failed', lastError: message, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(candidateChecks.candidateId, candidateId),
        eq(candidateChecks.checkName, name),
        eq(candidateChecks.status, 'running'),
      ),
    );
  return (res.rowCount ?? 0) > 0;
}

/** Locks the candidate's row (`for update`) for the rest of the transaction and reads its state. */
export async function lockCandidate(db: Db, candidateId: string) {
  const [row] = await db
    .select({ status: candidates.status, consentWithdrawnAt: candidates.consentWithdrawnAt })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .for('update');
  return row ?? null;
}

/** The candidate's checks with their answers (no order). */
export function answersOf(db: Db, candidateId: string) {
  return db
    .select({
      checkName: candidateChecks.checkName,
      status: candidateChecks.status,
      raw: candidateChecks.raw,
    })
    .from(candidateChecks)
    .where(eq(candidateChecks.candidateId, candidateId));
}

/** Copies the summary of the checks' answers onto the candidate's columns. */
export async function saveCandidateSummary(db: Db, candidateId: string, s: CandidateSummary) {
  await db
    .update(candidates)
    .set({
      degradationScore: s.degradationScore,
      worstFlag: s.worstFlag,
      incomeEstimate: s.incomeEstimate,
      negativeEvents: s.negativeEvents,
      hrweScore: s.hrweScore,
      trafficLight: s.trafficLight,
    })
    .where(eq(candidates.id, candidateId));
}
