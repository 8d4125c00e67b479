import {
  ConsentWithdrawnSchema,
  ContestCreatedSchema,
  DataExportRequestSchema,
  FileDownloadSchema,
  RightsStatusSchema,
} from '@hrwe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LinkParams, linkOf } from '../../platform/auth/candidate-link';
import { sendDownload } from '../../platform/files/storage';
import { attachmentRule, readForm } from '../../platform/files/upload';
import { createRateLimiter } from '../reports';
import { contestResult } from './rights-contest.service';
import { candidateDataPdf } from './rights-export.pdf';
import { answerAccessRequest } from './rights-export.service';
import { rightsStatus } from './rights-status.service';
import { withdrawConsent } from './rights-withdraw.service';

const BASE = '/report/candidate/rights';

/**
 * The candidate's page after the data entry (the same e-mailed link): where the checks are, withdrawal of consent,
 * a copy of their data, a contest. The link is the credential (access 'candidateLink'), as on the consent and
 * entry calls: same per-address limit (shared with them, counted in PostgreSQL), URLs logged with the UUID masked,
 * no-referrer and no-store on every answer (app.ts).
 */
export const rightsCandidateRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = createRateLimiter(app.deps.pool);
  app.addHook('onRequest', async (request) => {
    await limit(request.ip);
  });

  app.get(
    `${BASE}/:requestNumber/:uuid`,
    {
      config: { access: 'candidateLink' },
      schema: {
        tags: ['candidate'],
        summary: "The candidate's page: checks, erasure date, contact",
        params: LinkParams,
        response: { 200: RightsStatusSchema },
      },
    },
    async (request) => rightsStatus(app.deps.db, ...linkOf(request), new Date()),
  );

  app.post(
    `${BASE}/withdraw/:requestNumber/:uuid`,
    {
      config: { access: 'candidateLink' },
      schema: {
        tags: ['candidate'],
        summary: 'Withdraw consent (GDPR art. 7(3))',
        params: LinkParams,
        response: { 200: ConsentWithdrawnSchema },
      },
    },
    async (request) =>
      withdrawConsent(
        app.deps,
        ...linkOf(request),
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
        new Date(),
      ),
  );

  app.post(
    `${BASE}/contest/:requestNumber/:uuid`,
    {
      config: { access: 'candidateLink', upload: attachmentRule },
      schema: {
        tags: ['candidate'],
        summary: 'Contest a result (GDPR arts. 16, 22): message and an optional document (multipart or JSON)',
        params: LinkParams,
        response: { 201: ContestCreatedSchema },
      },
    },
    async (request, reply) => {
      const form = await readForm(request);
      const res = await contestResult(app.deps, ...linkOf(request), form, new Date());
      return reply.status(201).send(res);
    },
  );

  app.post(
    `${BASE}/export/:requestNumber/:uuid`,
    {
      config: { access: 'candidateLink' },
      schema: {
        tags: ['candidate'],
        summary: 'A copy of my data (GDPR art. 15): PDF or JSON',
        params: LinkParams,
        body: DataExportRequestSchema,
        response: { 200: FileDownloadSchema },
      },
    },
    async (request, reply) => {
      const { format } = request.body;
      const data = await answerAccessRequest(app.deps, ...linkOf(request), new Date());
      const day = data.generatedAt.slice(0, 10);
      if (format === 'json') {
        return sendDownload(reply, {
          name: `i-miei-dati-${day}.json`,
          mime: 'application/json; charset=utf-8',
          content: Buffer.from(JSON.stringify(data, null, 2)),
        });
      }
      return sendDownload(reply, {
        name: `i-miei-dati-${day}.pdf`,
        mime: 'application/pdf',
        content: await candidateDataPdf(data),
      });
    },
  );
};
