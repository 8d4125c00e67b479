import type { WebhookEventType } from '@hrwe/domain';
import type { Executor } from '../../db/executor';
import type { Jobs } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail/mailer';
import { emitWebhookEvents } from '../webhooks';
import { candidateWebhookSubject } from './reports.events.repository';

/**
 * A candidate's webhook event (invited, consented, refused, completed, check failed, invitation failed), emitted
 * in the transaction `tx` of the change. The payload names the request and the candidate by id and state only;
 * `extra` adds what the event needs (docs/decisions/webhooks-payloads.md).
 */
export async function emitCandidateWebhook(
  deps: { jobs: Jobs },
  tx: Executor,
  candidateId: string,
  type: WebhookEventType,
  extra: Record<string, unknown> = {},
) {
  const c = await candidateWebhookSubject(tx, candidateId);
  if (!c) return;
  await emitWebhookEvents(deps, tx, [
    {
      tenantId: c.tenantId,
      ownerId: c.ownerId,
      type,
      data: {
        requestNumber: c.requestNumber,
        requestKind: c.kind,
        candidateId,
        status: c.status,
        consentGiven: c.consentGiven,
        ...extra,
      },
    },
  ]);
}

/**
 * `invitation.failed`: an invitation e-mail (key `invite:<candidate>` or `invite:<candidate>:<n>`) failed for good;
 * emitted in the transaction that marks the mail failed.
 */
export function listenInvitationFailures(deps: { jobs: Jobs; mailer: Mailer }) {
  deps.mailer.onFailed(async (mail, tx) => {
    const [kind, candidateId] = mail.key.split(':');
    if (kind !== 'invite' || !candidateId) return;
    await emitCandidateWebhook(deps, tx, candidateId, 'invitation.failed', {
      email: mail.to,
      error: mail.lastError.slice(0, 200),
    });
  });
}
