import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type Executor, inTx } from '../../db/executor';
import { candidates, reportRequests, tenants, users } from '../../db/schema/index';
import type { Jobs } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail/mailer';
import { publicBaseUrl } from '../../platform/public-url';
import { emitWebhookEvents } from '../webhooks';
import { type CandidateEvent, candidateEventMail, requestDoneMail } from './reports.notices.mails';
import { emitCandidateWebhook } from './reports.webhooks';

type Deps = { db: Db; mailer: Mailer; jobs: Jobs; config: Pick<Config, 'publicUrl'> };

export type { CandidateEvent };

/**
 * Tells the HR user who invited a candidate that the candidate completed (checks done) or refused consent, and,
 * once every candidate of the request has completed or refused, that the request is done. Invitations only: the
 * single visura is the HR user's own action. Keyed by candidate and by request, so a repeated call sends nothing.
 * Called in the transaction `tx` of the event (the completion, the refusal), so the event and its e-mails commit
 * together.
 */
export async function notifyCandidateEvent(
  deps: Deps,
  candidateId: string,
  event: CandidateEvent,
  tx: Executor,
) {
  const db = inTx(tx);
  const [row] = await db
    .select({
      tenantId: candidates.tenantId,
      requestId: candidates.requestId,
      email: candidates.email,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      kind: reportRequests.kind,
      requestNumber: reportRequests.requestNumber,
      requestName: reportRequests.referencePerson,
      hrEmail: users.email,
      dns: tenants.dns,
      isPlatform: tenants.isPlatform,
    })
    .from(candidates)
    .innerJoin(reportRequests, eq(reportRequests.id, candidates.requestId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .innerJoin(tenants, eq(tenants.id, candidates.tenantId))
    .where(eq(candidates.id, candidateId));
  // The integration hears of every completion, a single visura's too (a refusal is emitted with the consent).
  if (event === 'completed') await emitCandidateWebhook(deps, tx, candidateId, 'candidate.completed');
  if (row?.kind !== 'INVITATION') return;
  const base = publicBaseUrl(deps.config, row);
  const requestUrl = `${base}/report/detail/view/${encodeURIComponent(row.requestNumber)}`;
  const who = [row.firstName, row.lastName].filter(Boolean).join(' ');
  await deps.mailer.send(
    {
      tenantId: row.tenantId,
      key: `candidate-${event}:${candidateId}`,
      to: row.hrEmail,
      message: candidateEventMail(event, {
        candidate: who ? `${who} (${row.email})` : row.email,
        requestName: row.requestName,
        requestNumber: row.requestNumber,
        url:
          event === 'completed'
            ? `${base}/report/${encodeURIComponent(row.requestNumber)}/candidate/detail/${candidateId}`
            : requestUrl,
      }),
    },
    tx,
  );
  // Events of one request take its row lock, so of two concurrent last events the later counts after the earlier
  // commits and sends the request-done e-mail (the completion already holds it from its counter update).
  await db.execute(sql`select 1 from report_requests where id = ${row.requestId} for update`);
  const [left] = await db
    .select({
      open: sql<number>`count(*) filter (where ${candidates.status} <> 'COMPLETE' and ${candidates.consentGiven} is distinct from false)::int`,
      completed: sql<number>`count(*) filter (where ${candidates.status} = 'COMPLETE')::int`,
      refused: sql<number>`count(*) filter (where ${candidates.consentGiven} = false and ${candidates.status} <> 'COMPLETE')::int`,
    })
    .from(candidates)
    .where(and(eq(candidates.requestId, row.requestId), eq(candidates.tenantId, row.tenantId)));
  if (!left || left.open > 0) return;
  const [owner] = await db
    .select({ id: candidates.userId })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  await emitWebhookEvents(deps, tx, [
    {
      tenantId: row.tenantId,
      ownerId: owner!.id,
      type: 'request.completed',
      data: { requestNumber: row.requestNumber, completed: left.completed, refused: left.refused },
    },
  ]);
  await deps.mailer.send(
    {
      tenantId: row.tenantId,
      key: `request-done:${row.requestId}`,
      to: row.hrEmail,
      message: requestDoneMail({
        requestName: row.requestName,
        requestNumber: row.requestNumber,
        completed: left.completed,
        refused: left.refused,
        url: requestUrl,
      }),
    },
    tx,
  );
}
