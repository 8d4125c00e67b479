import { ContestInputSchema, conflict } from '@hrwe/domain';
import { inTx } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { audit } from '../../platform/audit';
import type { FormWithFile } from '../../platform/files/upload';
import { parseBody } from '../../platform/parse-body';
import { contestMail } from './rights.mails';
import { insertContest, openContestOf } from './rights-contest.repository';
import { requireRightsLink } from './rights-link';
import { candidateName, rightsUrls } from './rights-urls';
import { recordSubjectRequest } from './subject-requests.repository';

/**
 * The candidate contests a result (GDPR arts. 16 and 22(3)): what is wrong, and a document if they have one. Only
 * once there is a result (the candidate is complete), not after a withdrawal, and one open contest at a time. The
 * contest, its document and the HR user's e-mail commit together.
 */
export async function contestResult(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'files'>,
  tenantId: number,
  rn: string,
  uuid: string,
  form: FormWithFile,
  now: Date,
) {
  const input = parseBody(ContestInputSchema, form.fields);
  return deps.db.transaction(async (tx) => {
    const l = await requireRightsLink(tx, tenantId, rn, uuid, now, { lock: true });
    if (l.withdrawnAt) throw conflict('CONSENT_WITHDRAWN');
    if (l.status !== 'COMPLETE') throw conflict('CONTEST_NO_RESULT');
    if (await openContestOf(tx, l.candidateId)) throw conflict('CONTEST_OPEN');
    const file = form.file ? await deps.files.save({ tenantId, userId: null }, form.file, tx) : null;
    const contestId = await insertContest(tx, {
      tenantId,
      candidateId: l.candidateId,
      message: input.message,
      fileId: file?.id ?? null,
      createdAt: now,
    });
    // The register (its text stays in the contest, which is erased with the candidate's data).
    await recordSubjectRequest(tx, {
      tenantId,
      candidateId: l.candidateId,
      kind: 'CONTEST',
      source: 'candidate',
      detail: null,
      receivedAt: now,
    });
    const urls = await rightsUrls(tx, deps.config, l);
    await deps.mailer.send(
      {
        tenantId,
        key: `candidate-contest:${contestId}`,
        to: l.hrEmail,
        message: contestMail({
          candidate: candidateName(l),
          requestName: l.referencePerson,
          requestNumber: l.requestNumber,
          url: urls.report,
        }),
      },
      tx,
    );
    await audit(inTx(tx), {
      tenantId,
      userId: null,
      action: 'candidate.contest.open',
      subjectType: 'candidate',
      subjectId: l.candidateId,
    });
    return { id: contestId, createdAt: now.toISOString() };
  });
}
