import { checkOperations, conflict } from '@hrwe/domain';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit';
import { sendDownload } from '../../platform/files/storage';
import { operationRoutes } from '../../platform/operations';
import { candidatePdf, candidatePdfName } from './checks.pdf';
import { pdfBrand } from './checks.pdf-brand';
import { RUN_CHECKS, type RunChecksData } from './checks.queue';
import { CHECKS_RETRY_DELAY_SECONDS, CHECKS_RETRY_LIMIT, runChecks } from './checks.runner';
import { auditOf, buildReport, retryChecks, viewReport } from './checks.service';

// The v1 API reads these from here until it imports them from their homes.
export { PdfLanguageQuery } from '@hrwe/domain';
export { pdfBrand } from './checks.pdf-brand';

const routes = operationRoutes(checkOperations, {
  report: ({ caller, deps, params }) => viewReport(deps, caller, params.requestNumber, params.uuid),
  pdf: async ({ caller, deps, tenant, params, query, reply }) => {
    const report = await buildReport(deps, caller, params.requestNumber, params.uuid);
    // A candidate who refused consent has no report to print; one who withdrew it has had their data erased.
    if (report.candidate.shownStatus === 'REFUSED') throw conflict('CONSENT_REFUSED');
    if (report.candidate.shownStatus === 'WITHDRAWN') throw conflict('CONSENT_WITHDRAWN');
    // A pending candidate (invited, no data entered yet) has nothing to print (issue 26); once the data is in, the
    // PDF shows each check's state, a failed one too.
    const pending = report.candidate.shownStatus === 'NOT_COMPLETE' && report.candidate.firstName === null;
    if (pending) throw conflict('REPORT_PDF_NOT_READY');
    const pdf = await candidatePdf(report, await pdfBrand(deps, tenant), query.lang);
    await audit(deps.db, {
      tenantId: caller.tenantId,
      userId: caller.userId,
      action: 'candidate.report.pdf',
      subjectType: 'candidate',
      subjectId: report.candidate.uuid,
    });
    return sendDownload(reply, { name: candidatePdfName(query.lang), mime: 'application/pdf', content: pdf });
  },
  retry: ({ caller, deps, params }) => retryChecks(deps, caller, params.uuid),
  audit: async ({ caller, deps, params }) => ({ data: await auditOf(deps, caller, params.uuid) }),
});

/** Provider checks (the job), the candidate report (screen and PDF), its audit log and the administrator's re-run. */
export async function checksRoutes(app: FastifyInstance) {
  app.deps.jobs.define<RunChecksData>(RUN_CHECKS, (data) => runChecks(app.deps, data.candidateId), {
    retryLimit: CHECKS_RETRY_LIMIT,
    retryDelaySeconds: CHECKS_RETRY_DELAY_SECONDS,
    // Several candidates at once per server, within the providers' limits; a candidate's calls take at most minutes.
    batchSize: app.deps.config.CHECKS_CONCURRENCY,
    expireInSeconds: 600,
  });
  await routes(app);
}
