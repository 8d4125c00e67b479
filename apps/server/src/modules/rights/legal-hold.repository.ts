import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Executor, inTx } from '../../db/executor';
import { candidates, legalHolds } from '../../db/schema/index';

const activeHold = (candidateId: string) =>
  and(eq(legalHolds.candidateId, candidateId), isNull(legalHolds.releasedAt));

/** The candidate's active legal hold, or null. */
export async function activeHoldOf(db: Executor, candidateId: string) {
  const [hold] = await inTx(db)
    .select({ id: legalHolds.id, reason: legalHolds.reason, placedAt: legalHolds.placedAt })
    .from(legalHolds)
    .where(activeHold(candidateId));
  return hold ?? null;
}

/** When the candidate's data was erased, or null. */
export async function anonymisedAtOf(db: Db, candidateId: string) {
  const [row] = await db
    .select({ anonymisedAt: candidates.anonymisedAt })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return row?.anonymisedAt ?? null;
}

/** Locks the candidate's row for the transaction; answers when their data was erased, or null. */
export async function lockCandidate(ex: Executor, candidateId: string) {
  const [row] = await inTx(ex)
    .select({ anonymisedAt: candidates.anonymisedAt })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .for('update');
  return row?.anonymisedAt ?? null;
}

/** A new active hold; false when one is already active (one per candidate, a partial unique index). */
export async function insertHold(
  ex: Executor,
  h: { tenantId: number; candidateId: string; reason: string; by: string; at: Date },
) {
  const placed = await inTx(ex)
    .insert(legalHolds)
    .values({
      tenantId: h.tenantId,
      candidateId: h.candidateId,
      reason: h.reason,
      placedBy: h.by,
      placedAt: h.at,
    })
    .onConflictDoNothing()
    .returning({ id: legalHolds.id });
  return placed.length > 0;
}

/** Releases the active hold; false when there was none. */
export async function releaseActiveHold(ex: Executor, candidateId: string, by: string, at: Date) {
  const released = await inTx(ex)
    .update(legalHolds)
    .set({ releasedAt: at, releasedBy: by })
    .where(activeHold(candidateId))
    .returning({ id: legalHolds.id });
  return released.length > 0;
}
