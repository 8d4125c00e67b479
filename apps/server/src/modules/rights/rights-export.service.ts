import { type CheckName, RELEVANCE_WEIGHTS, SCORE_BAND_LABELS, scoreBand } from '@hrwe/domain';
import { inTx } from '../../db/executor';
import { personalDataCopy } from '../../db/personal-data-copy';
import type { AppDeps } from '../../deps';
import { audit } from '../../platform/audit';
import { hrweResultOf, resultsOf } from '../checks';
import { contestsOfCandidate } from './rights-contest.repository';
import {
  billingOf,
  candidateRowOf,
  checkRowsOf,
  consentsOf,
  mailsTo,
  otherRecords,
  readingsOf,
} from './rights-export.repository';
import { requireRightsLink } from './rights-link';
import { checkStatesOf, controllerOf } from './rights-status.service';
import { recordAccessByLink } from './subject-requests.repository';

/** Tables holding rows about a candidate that the export shows in their own section; any other is listed as is. */
export const EXPORT_SECTIONS: Record<string, string> = {
  consents: 'consents',
  candidate_checks: 'checks',
  candidate_contests: 'contests',
  register_payments: 'billing',
};

/** How the score is computed, in words (the same rule as the report's, packages/domain scoring). */
export const SCORE_METHOD_IT =
  "Il punteggio va da 1 (criticità minima) a 100 (criticità massima): 45 punti per cento dell'indice di degrado " +
  "dell'area di residenza, più il peso della rilevanza degli eventi negativi (nessuna 0, bassa 15, media 25, alta 45 " +
  'punti), più 10 punti quando il reddito medio della provincia è inferiore alla media nazionale (indice < 1); il ' +
  'risultato è arrotondato per eccesso. Fasce: fino a 20 molto basso, 40 basso, 60 medio, 80 alto, oltre molto alto.';

/**
 * Everything held about the candidate of a link (GDPR art. 15; the JSON is also the portable copy of art. 20):
 * the data they entered, the consent evidence, each check with its result, the score and how it was computed,
 * who read the report and when (by company only: the readers' own personal data is not the candidate's),
 * contests, e-mails sent to them, whether the check was billed, and the rows of any other table that refers to
 * them. Only this candidate's rows, of this tenant.
 */
export async function candidateDataExport(
  deps: Pick<AppDeps, 'db'>,
  tenantId: number,
  rn: string,
  uuid: string,
  now: Date,
) {
  const { db } = deps;
  const l = await requireRightsLink(db, tenantId, rn, uuid, now);
  const id = l.candidateId;
  const [candidate, consents, checkRows, readings, mails, billing] = await Promise.all([
    candidateRowOf(db, tenantId, id),
    consentsOf(db, tenantId, id),
    checkRowsOf(db, tenantId, id),
    readingsOf(db, tenantId, id),
    l.email && l.email !== 'anonimizzato' ? mailsTo(db, tenantId, l.email) : [],
    billingOf(db, tenantId, id),
  ]);
  const contests = await contestsOfCandidate(db, id);

  const results = resultsOf(
    checkRows.map((r) => ({ checkName: r.check_name, status: r.status, raw: r.raw })),
  );
  const inputs = hrweResultOf(results);
  const score = (candidate?.hrwe_score as number | null) ?? null;
  return {
    format: 'hrwe-candidate-data/1',
    generatedAt: now.toISOString(),
    legalBasis: 'GDPR art. 15 (accesso), art. 20 (portabilità)',
    controller: controllerOf(l),
    request: {
      requestNumber: l.requestNumber,
      // The role the candidate applied for and why they are checked: the request's name is the company's own label.
      role: l.role,
      purpose: l.purposeLabel,
      erasureDate: l.erasureDate,
    },
    candidate: candidate ?? null,
    consents,
    checks: checkRows,
    checkStates: await checkStatesOf(db, l),
    score: {
      value: score,
      band: score === null ? null : SCORE_BAND_LABELS[scoreBand(score)],
      trafficLight: candidate?.traffic_light ?? null,
      method: SCORE_METHOD_IT,
      weights: RELEVANCE_WEIGHTS,
      inputs: inputs
        ? {
            degradationScore: inputs.degradationScore,
            relevanceNegativity: inputs.relevanceNegativity,
            averageIncomeProvinceIndex: inputs.averageIncomeProvinceIndex,
          }
        : null,
    },
    readings: readings.map((r) => ({
      at: new Date(r.created_at).toISOString(),
      action: r.action,
      by: r.by_candidate ? 'candidate' : r.company,
    })),
    contests: contests.map((c) => ({
      id: c.id,
      createdAt: c.createdAt.toISOString(),
      message: c.message,
      fileName: c.fileName,
      reviewOutcome: c.reviewOutcome,
      reviewNote: c.reviewNote,
      reviewedAt: c.reviewedAt?.toISOString() ?? null,
      reviewedBy: c.reviewedAt ? (c.reviewerCompany ?? controllerOf(l).companyName) : null,
    })),
    emails: mails,
    billing: billing.map((b) => ({
      ...b,
      note: 'addebitato all’azienda; importo non incluso (dato dell’azienda)',
    })),
    otherRecords: await otherRecords(db, tenantId, id, Object.keys(EXPORT_SECTIONS)),
    /** Every personal column held about the candidate, by category, from the catalogue of personal data. */
    personalData: await personalDataCopy(db, id),
  };
}
/**
 * The candidate's access request on their link, answered at once: written in the register of requests and audited
 * as the candidate's own reading (before the copy is read, so the copy shows it), then the copy itself.
 */
export async function answerAccessRequest(
  deps: Pick<AppDeps, 'db'>,
  tenantId: number,
  rn: string,
  uuid: string,
  now: Date,
) {
  const l = await requireRightsLink(deps.db, tenantId, rn, uuid, now);
  await deps.db.transaction(async (tx) => {
    await recordAccessByLink(tx, tenantId, l.candidateId, now);
    await audit(inTx(tx), {
      tenantId,
      userId: null,
      action: 'candidate.data.export',
      subjectType: 'candidate',
      subjectId: l.candidateId,
    });
  });
  return candidateDataExport(deps, tenantId, rn, uuid, now);
}
export type CandidateDataExport = Awaited<ReturnType<typeof candidateDataExport>>;

export type { CheckName };
