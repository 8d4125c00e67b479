import {
  CandidateAuditSchema,
  CandidateReportSchema,
  conflict,
  FileDownloadSchema,
  RetryChecksResultSchema,
} from '@hrwe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { audit } from '../../platform/audit';
import { callerOfSession } from '../../platform/auth/caller';
import { requireActiveUser, requireAdmin } from '../../platform/auth/guards';
import { sendDownload } from '../../platform/files/storage';
import { outboundPolicyOf } from '../../platform/outbound/outbound-policy';
import { brandOf, DEFAULT_BRAND } from '../tenants';
import { candidatePdf, candidatePdfName, type PdfBrand } from './checks.pdf';
import { logoBytes } from './checks.pdf-logo';
import { RUN_CHECKS, type RunChecksData } from './checks.queue';
import { CHECKS_RETRY_DELAY_SECONDS, CHECKS_RETRY_LIMIT, runChecks } from './checks.runner';
import { auditOf, buildReport, retryChecks, viewReport } from './checks.service';

const ReportParams = z.object({ requestNumber: z.string().max(40), uuid: z.string().max(64) });
const UuidParams = z.object({ uuid: z.string().max(64) });
/** The PDF's language: the reader's interface language (Italian unless asked). */
export const PdfLanguageQuery = z.object({ lang: z.enum(['it', 'en']).default('it') });

/** Provider checks (the job), the candidate report (screen and PDF), its audit log and the administrator's re-run. */
export const checksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.deps.jobs.define<RunChecksData>(RUN_CHECKS, (data) => runChecks(app.deps, data.candidateId), {
    retryLimit: CHECKS_RETRY_LIMIT,
    retryDelaySeconds: CHECKS_RETRY_DELAY_SECONDS,
    // Several candidates at once per server, within the providers' limits; a candidate's calls take at most minutes.
    batchSize: app.deps.config.CHECKS_CONCURRENCY,
    expireInSeconds: 600,
  });

  app.get(
    '/report/candidate/get/:requestNumber/:uuid',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['report'],
        summary: 'Candidate report detail',
        params: ReportParams,
        response: { 200: CandidateReportSchema },
      },
    },
    async (request) => {
      const session = requireActiveUser(request);
      const scope = callerOfSession(session, request.tenant.id);
      return viewReport(app.deps, scope, request.params.requestNumber, request.params.uuid);
    },
  );

  app.get(
    '/report/candidate/pdf/:requestNumber/:uuid',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['report'],
        summary: "Candidate report PDF ('Report candidato')",
        params: ReportParams,
        querystring: PdfLanguageQuery,
        response: { 200: FileDownloadSchema },
      },
    },
    async (request, reply) => {
      const session = requireActiveUser(request);
      const scope = callerOfSession(session, request.tenant.id);
      const report = await buildReport(app.deps, scope, request.params.requestNumber, request.params.uuid);
      // A candidate who refused consent has no report to print; one who withdrew it has had their data erased.
      if (report.candidate.shownStatus === 'REFUSED') throw conflict('CONSENT_REFUSED');
      if (report.candidate.shownStatus === 'WITHDRAWN') throw conflict('CONSENT_WITHDRAWN');
      const lang = request.query.lang;
      const pdf = await candidatePdf(report, await pdfBrand(app.deps, request.tenant), lang);
      await audit(app.deps.db, {
        tenantId: scope.tenantId,
        userId: scope.userId,
        action: 'candidate.report.pdf',
        subjectType: 'candidate',
        subjectId: report.candidate.uuid,
      });
      return sendDownload(reply, { name: candidatePdfName(lang), mime: 'application/pdf', content: pdf });
    },
  );

  app.post(
    '/report/candidate/:uuid/checks/retry',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['report'],
        summary: 'Run the failed checks of a candidate again (administrator)',
        params: UuidParams,
        response: { 202: RetryChecksResultSchema },
      },
    },
    async (request, reply) => {
      const session = requireAdmin(request);
      const result = await retryChecks(
        app.deps,
        callerOfSession(session, request.tenant.id),
        request.params.uuid,
      );
      return reply.status(202).send(result);
    },
  );

  app.get(
    '/report/candidate/:uuid/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['report'],
        summary: 'Who opened a candidate report (administrator)',
        params: UuidParams,
        response: { 200: CandidateAuditSchema },
      },
    },
    async (request) => {
      const session = requireAdmin(request);
      return {
        data: await auditOf(app.deps, callerOfSession(session, request.tenant.id), request.params.uuid),
      };
    },
  );
};

/**
 * The tenant's brand on the PDF: its LOGO (public configuration) when readable; the name is its configured product
 * name, else HR.We on the platform and the tenant's name elsewhere.
 */
export async function pdfBrand(
  deps: AppDeps,
  tenant: { id: number; name: string; isPlatform: boolean },
): Promise<PdfBrand> {
  const brand = await brandOf(deps, tenant.id);
  const name =
    brand.productName !== DEFAULT_BRAND.productName || tenant.isPlatform ? brand.productName : tenant.name;
  return { name, logo: await logoBytes(brand.logoUrl, outboundPolicyOf(deps.config)) };
}
