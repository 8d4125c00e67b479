import { conflict, PAGE_SIZE, v1Operations } from '@hrwe/domain';
import { audit } from '../../platform/audit';
import { contentDisposition } from '../../platform/files/storage';
import { pageOf } from '../../platform/listing';
import { operationRoutes } from '../../platform/operations';
import { candidatePdf, candidatePdfName } from '../checks/checks.pdf';
import { pdfBrand } from '../checks/checks.routes';
import { buildReport, viewReport } from '../checks/checks.service';
import { candidateList } from '../reports/reports.lists.repository';
import { resendInvitation } from '../reports/reports.service';
import { findV1Candidate } from './v1.repository';
import { createV1Visura } from './v1.service';
import { candidateView } from './v1.views';

const {
  listCandidates,
  getCandidate,
  getCandidateResult,
  getCandidatePdf,
  resendInvitation: resend,
  createVisura,
} = v1Operations;

/** Candidates through the public API: list, read, result and score, PDF, re-send, single visura. */
export const v1CandidatesRoutes = operationRoutes(
  {
    listCandidates,
    getCandidate,
    getCandidateResult,
    getCandidatePdf,
    resendInvitation: resend,
    createVisura,
  },
  {
    listCandidates: async ({ deps, caller, query }) => {
      const src = candidateList(deps.db, caller, query, query);
      const page = await pageOf(query, PAGE_SIZE.allCandidates, src.rows, src.exactCount, src.exactLastPage);
      return { ...page, data: page.data.map(candidateView) };
    },
    getCandidate: async ({ deps, caller, params }) =>
      candidateView(await findV1Candidate(deps.db, caller, params.uuid)),
    getCandidateResult: async ({ deps, caller, params }) => {
      const c = await findV1Candidate(deps.db, caller, params.uuid);
      const r = await viewReport(deps, caller, c.requestNumber, c.uuid);
      return {
        uuid: r.candidate.uuid,
        requestNumber: r.request.requestNumber,
        status: r.candidate.status,
        shownStatus: r.candidate.shownStatus,
        completedAt: r.candidate.completedAt,
        score: r.score && { value: r.score.value, band: r.score.band, bandLabel: r.score.bandLabel },
        summary: {
          degradationScore: r.summary.degradationScore,
          worstFlag: r.summary.worstFlag,
          incomeEstimate: r.summary.incomeEstimate,
          negativeEvents: r.summary.negativeEvents,
          hrweScore: r.summary.hrweScore,
          trafficLight: r.summary.trafficLight,
        },
        checks: r.checks.map(({ check, provider, status, attempts, errorKey }) => ({
          check,
          provider,
          status,
          attempts,
          errorKey,
        })),
      };
    },
    getCandidatePdf: async ({ deps, caller, params, query, tenant, reply }) => {
      const c = await findV1Candidate(deps.db, caller, params.uuid);
      const report = await buildReport(deps, caller, c.requestNumber, c.uuid);
      if (report.candidate.shownStatus === 'REFUSED') throw conflict('CONSENT_REFUSED');
      // Consent withdrawn (GDPR art. 7(3)): the data is erased, there is no report to print.
      if (report.candidate.shownStatus === 'WITHDRAWN') throw conflict('CONSENT_WITHDRAWN');
      const pdf = await candidatePdf(report, await pdfBrand(deps, tenant), query.lang);
      await audit(deps.db, {
        tenantId: caller.tenantId,
        userId: caller.userId,
        action: 'candidate.report.pdf',
        subjectType: 'candidate',
        subjectId: c.uuid,
      });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition(candidatePdfName(query.lang)))
        .send(pdf as never);
    },
    resendInvitation: ({ deps, tenant, caller, params }) =>
      resendInvitation(deps, tenant, caller, params.uuid),
    createVisura: ({ deps, tenant, caller, body, headers }) =>
      createV1Visura(deps, tenant, caller, body, headers),
  },
);
