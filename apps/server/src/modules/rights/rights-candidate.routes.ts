import { candidateRightsOperations } from '@hrwe/domain';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../platform/files/storage';
import { attachmentRule, readForm } from '../../platform/files/upload';
import { operationRoutes } from '../../platform/operations';
import { createRateLimiter } from '../reports';
import { contestResult } from './rights-contest.service';
import { dataCopyFile } from './rights-export.file';
import { answerAccessRequest } from './rights-export.service';
import { rightsStatus } from './rights-status.service';
import { withdrawConsent } from './rights-withdraw.service';

type Link = { tenant: { id: number }; params: { requestNumber: string; uuid: string } };
/** The link a candidate's call is about, as the link services take it: tenant, request number, candidate. */
const linkOf = ({ tenant, params }: Link) => [tenant.id, params.requestNumber, params.uuid] as const;

const routes = operationRoutes(candidateRightsOperations, {
  status: (ctx) => rightsStatus(ctx.deps.db, ...linkOf(ctx), new Date()),
  withdraw: (ctx) =>
    withdrawConsent(
      ctx.deps,
      ...linkOf(ctx),
      { ip: ctx.request.ip, userAgent: ctx.request.headers['user-agent'] ?? '' },
      new Date(),
    ),
  contest: {
    upload: attachmentRule,
    handler: async (ctx) => contestResult(ctx.deps, ...linkOf(ctx), await readForm(ctx.request), new Date()),
  },
  export: async (ctx) => {
    const data = await answerAccessRequest(ctx.deps, ...linkOf(ctx), new Date());
    return sendDownload(ctx.reply, await dataCopyFile(data, ctx.body.format));
  },
});

/**
 * The candidate's page after the data entry (/api/report/candidate/rights/…). The link is the credential (access
 * 'candidateLink'), as on the consent and entry calls: same per-address limit (shared with them, counted in
 * PostgreSQL), URLs logged with the UUID masked, no-referrer and no-store on every answer (app.ts).
 */
export const rightsCandidateRoutes = async (app: FastifyInstance) => {
  const limit = createRateLimiter(app.deps.pool);
  app.addHook('onRequest', async (request) => {
    await limit(request.ip);
  });
  await routes(app);
};
