import { isoDate, type SubjectRequestKind } from '@hrwe/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Executor, inTx } from '../../db/executor';
import { dataSubjectRequests } from '../../db/schema/index';

/** GDPR art. 12(3): one month from receipt, counted on the Rome calendar. */
const dueOf = (receivedAt: ReturnType<typeof sql>) =>
  sql`((${receivedAt} at time zone 'Europe/Rome') + interval '1 month') at time zone 'Europe/Rome'`;

type NewRequest = {
  tenantId: number;
  candidateId: string;
  kind: SubjectRequestKind;
  source: 'candidate' | 'admin';
  detail: string | null;
  /** The instant it arrived, or the Rome calendar day (yyyy-MM-dd) when only the day is known (a letter). */
  receivedAt: Date | string;
  /** Set when the request is answered as it arrives (a withdrawal erases at once, a copy is downloaded at once). */
  handled?: { by: string | null; note: string | null };
};

/** Writes a request into the register, in the caller's transaction (with the change that answers it, if any). */
export async function recordSubjectRequest(ex: Executor, r: NewRequest) {
  const at =
    typeof r.receivedAt === 'string'
      ? sql`(${r.receivedAt}::date::timestamp at time zone 'Europe/Rome')`
      : sql`${r.receivedAt.toISOString()}::timestamptz`;
  await inTx(ex).execute(sql`
    insert into data_subject_requests
      (tenant_id, candidate_id, kind, state, source, detail, received_at, due_at, handled_by, handled_at, note)
    values (${r.tenantId}, ${r.candidateId}, ${r.kind}, ${r.handled ? 'DONE' : 'OPEN'}, ${r.source}, ${r.detail},
            ${at}, ${dueOf(at)}, ${r.handled?.by ?? null}, ${r.handled ? at : null}, ${r.handled?.note ?? null})`);
}

/**
 * The candidate downloaded a copy of their data: an access request answered at once. One line per candidate and
 * day in the register, however many times they download it (each download is still audited).
 */
export async function recordAccessByLink(ex: Executor, tenantId: number, candidateId: string, now: Date) {
  const open = await inTx(ex).execute(sql`
    select 1 from data_subject_requests
     where candidate_id = ${candidateId} and kind = 'ACCESS' and source = 'candidate'
       and (received_at at time zone 'Europe/Rome')::date = ${isoDate(now)}::date`);
  if (open.rows.length > 0) return;
  await recordSubjectRequest(ex, {
    tenantId,
    candidateId,
    kind: 'ACCESS',
    source: 'candidate',
    detail: null,
    receivedAt: now,
    handled: { by: null, note: 'Copia dei dati scaricata dal link del candidato (PDF o JSON)' },
  });
}

/** Closes the candidate's open requests of a kind as answered (a contest by its review, an erasure by erasing). */
export async function closeOpenRequests(
  ex: Executor,
  candidateId: string,
  kind: SubjectRequestKind,
  by: string | null,
  at: Date,
  note: string,
) {
  const closed = await inTx(ex)
    .update(dataSubjectRequests)
    .set({ state: 'DONE', handledBy: by, handledAt: at, note })
    .where(
      and(
        eq(dataSubjectRequests.candidateId, candidateId),
        eq(dataSubjectRequests.kind, kind),
        eq(dataSubjectRequests.state, 'OPEN'),
      ),
    )
    .returning({ id: dataSubjectRequests.id });
  return closed.length;
}
