import { PRIVACY_NOTICE_VERSION } from '@hrwe/domain';
import { eraseCandidates } from '../../db/erase-candidates';
import { inTx } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { audit } from '../../platform/audit';
import { withdrawalMail } from './rights.mails';
import { requireRightsLink } from './rights-link';
import { candidateName, rightsUrls } from './rights-urls';
import {
  cancelOpenChecks,
  consentedVersionOf,
  insertWithdrawal,
  markWithdrawn,
  withdrawOpenContests,
} from './rights-withdraw.repository';
import { closeOpenRequests, recordSubjectRequest } from './subject-requests.repository';

/**
 * Withdrawal of consent (GDPR art. 7(3)), one click and a confirmation like the consent itself. In one transaction,
 * under the candidate's row lock (the checks job takes the same lock before completing, so it cannot complete and
 * bill a withdrawn candidate): the checks not done are cancelled; the HR user's e-mail is queued (it names the
 * candidate, so before the erasure); the candidate's data is erased as the retention job erases it; any open
 * contest closes; the withdrawal's evidence (time, notice version, address, user agent) is recorded and audited.
 * A repeated call answers like the first and changes nothing.
 */
export async function withdrawConsent(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  tenantId: number,
  rn: string,
  uuid: string,
  evidence: { ip: string; userAgent: string },
  now: Date,
) {
  return deps.db.transaction(async (tx) => {
    const l = await requireRightsLink(tx, tenantId, rn, uuid, now, { lock: true });
    if (l.withdrawnAt) return { withdrawnAt: l.withdrawnAt.toISOString() };
    const urls = await rightsUrls(tx, deps.config, l);
    await deps.mailer.send(
      {
        tenantId,
        key: `candidate-withdrawn:${l.candidateId}`,
        to: l.hrEmail,
        message: withdrawalMail({
          candidate: candidateName(l),
          requestName: l.referencePerson,
          requestNumber: l.requestNumber,
          url: urls.request,
        }),
      },
      tx,
    );
    await cancelOpenChecks(tx, l.candidateId, now);
    const version = await consentedVersionOf(tx, l.candidateId);
    await eraseCandidates(tx, [l.candidateId], now);
    await markWithdrawn(tx, l.candidateId, now);
    await withdrawOpenContests(tx, l.candidateId, now);
    await insertWithdrawal(tx, {
      tenantId,
      candidateId: l.candidateId,
      textVersion: version ?? PRIVACY_NOTICE_VERSION,
      ip: evidence.ip,
      userAgent: evidence.userAgent,
      now,
    });
    // The register: an erasure answered at once; an open contest and erasure request are closed by it.
    await closeOpenRequests(tx, l.candidateId, 'CONTEST', null, now, 'Consenso revocato dal candidato');
    await closeOpenRequests(
      tx,
      l.candidateId,
      'ERASURE',
      null,
      now,
      'Dati cancellati con la revoca del consenso',
    );
    await recordSubjectRequest(tx, {
      tenantId,
      candidateId: l.candidateId,
      kind: 'ERASURE',
      source: 'candidate',
      detail: 'Revoca del consenso (GDPR art. 7(3))',
      receivedAt: now,
      handled: { by: null, note: 'Dati cancellati subito, verifiche non concluse annullate' },
    });
    await audit(inTx(tx), {
      tenantId,
      userId: null,
      action: 'candidate.consent.withdraw',
      subjectType: 'candidate',
      subjectId: l.candidateId,
    });
    return { withdrawnAt: now.toISOString() };
  });
}
