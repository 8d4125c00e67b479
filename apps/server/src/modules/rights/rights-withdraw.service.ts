import { PRIVACY_NOTICE_VERSION } from '@hrwe/domain';
import { sql } from 'drizzle-orm';
import { eraseCandidates } from '../../db/erase-candidates';
import { inTx } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { audit } from '../../platform/audit';
import { withdrawalMail } from './rights.mails';
import { requireRightsLink } from './rights-link';
import { candidateName, rightsUrls } from './rights-urls';
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
    const db = inTx(tx);
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
    await db.execute(sql`
      update candidate_checks set status = 'cancelled', updated_at = ${now.toISOString()}::timestamptz
       where candidate_id = ${l.candidateId} and status in ('pending', 'running', 'failed')`);
    const version = await db.execute<{ text_version: string }>(
      sql`select text_version from consents where candidate_id = ${l.candidateId} and choice order by id limit 1`,
    );
    await eraseCandidates(tx, [l.candidateId], now);
    await db.execute(sql`
      update candidates set consent_given = false, consent_withdrawn_at = ${now.toISOString()}::timestamptz
       where id = ${l.candidateId}`);
    await db.execute(sql`
      update candidate_contests set review_outcome = 'WITHDRAWN', reviewed_at = ${now.toISOString()}::timestamptz,
             review_note = 'Consenso revocato dal candidato'
       where candidate_id = ${l.candidateId} and reviewed_at is null`);
    await db.execute(sql`
      insert into consents (tenant_id, candidate_id, choice, text_version, ip, user_agent, created_at, withdrawal)
      values (${tenantId}, ${l.candidateId}, false, ${version.rows[0]?.text_version ?? PRIVACY_NOTICE_VERSION},
              ${evidence.ip}, ${evidence.userAgent.slice(0, 500)}, ${now.toISOString()}::timestamptz, true)`);
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
    await audit(db, {
      tenantId,
      userId: null,
      action: 'candidate.consent.withdraw',
      subjectType: 'candidate',
      subjectId: l.candidateId,
    });
    return { withdrawnAt: now.toISOString() };
  });
}
