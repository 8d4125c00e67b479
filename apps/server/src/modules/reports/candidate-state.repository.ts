import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Tx = Pick<Db, 'execute'>;

/**
 * Marks a candidate COMPLETE (NOT_COMPLETE → COMPLETE only) and keeps its request consistent in the same statement:
 * completed_candidates + 1, and CLOSE once every candidate is complete (an OPEN request only: CLOSE and EXPIRE are
 * final). Called by the provider checks inside their transaction; a repeated call changes nothing.
 * Returns true when this call completed the candidate.
 */
export async function markCandidateComplete(
  tx: Tx,
  candidateId: string,
  at: Date = new Date(),
): Promise<boolean> {
  const res = await tx.execute(sql`
    with done as (
      update candidates set status = 'COMPLETE', completed_at = ${at.toISOString()}::timestamptz
      where id = ${candidateId} and status = 'NOT_COMPLETE'
      returning request_id
    )
    update report_requests r set
      completed_candidates = r.completed_candidates + 1,
      status = case when r.status = 'OPEN' and r.completed_candidates + 1 >= r.no_of_candidates then 'CLOSE' else r.status end
    from done where r.id = done.request_id
    returning r.id`);
  return (res.rowCount ?? res.rows.length) > 0;
}
