import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type Executor, inTx } from '../../db/executor';
import type { Jobs } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail/mailer';
import { publicBaseUrl } from '../../platform/public-url';
import { emitWebhookEvents } from '../webhooks';
import {
  candidateNoticeRow,
  candidateOwnerId,
  lockRequestRow,
  requestTally,
} from './reports.events.repository';
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
  const row = await candidateNoticeRow(db, candidateId);
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
  await lockRequestRow(db, row.requestId);
  const left = await requestTally(db, row.tenantId, row.requestId);
  if (!left || left.open > 0) return;
  const ownerId = await candidateOwnerId(db, candidateId);
  await emitWebhookEvents(deps, tx, [
    {
      tenantId: row.tenantId,
      ownerId,
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
