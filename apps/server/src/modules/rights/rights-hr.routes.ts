import { ContestReviewSchema } from '@hrwe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActiveUser } from '../../platform/auth/guards';
import { sendDownload } from '../../platform/files/storage';
import { scopeOfSession } from '../checks';
import { parseBody } from '../reports';
import { contestAttachment, contestsForReport, reviewContest } from './rights-review.service';

const UuidParams = z.object({ uuid: z.string().max(64) });
const FileParams = z.object({
  uuid: z.string().max(64),
  contestId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

/** The HR user's side of a contest: read it ("contestato" on the report), its document, and the human review. */
export const rightsHrRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/report/candidate/:uuid/contests',
    {
      config: { access: 'activeUser' },
      schema: { tags: ['report'], summary: "A candidate's contests and their reviews", params: UuidParams },
    },
    async (request) => {
      const session = requireActiveUser(request);
      return contestsForReport(app.deps, scopeOfSession(session, request.tenant.id), request.params.uuid);
    },
  );

  app.get(
    '/report/candidate/:uuid/contest/:contestId/file',
    {
      config: { access: 'activeUser' },
      schema: { tags: ['report'], summary: 'The document attached to a contest', params: FileParams },
    },
    async (request, reply) => {
      const session = requireActiveUser(request);
      const file = await contestAttachment(
        app.deps,
        scopeOfSession(session, request.tenant.id),
        request.params.uuid,
        request.params.contestId,
      );
      return sendDownload(reply, file);
    },
  );

  app.post(
    '/report/candidate/:uuid/contest/review',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['report'],
        summary:
          'Record the human review of the open contest (kept, corrected, withdrawn); the candidate is told',
        params: UuidParams,
        body: z.unknown(),
      },
    },
    async (request) => {
      const session = requireActiveUser(request);
      const input = parseBody(ContestReviewSchema, request.body);
      return reviewContest(app.deps, scopeOfSession(session, request.tenant.id), request.params.uuid, input);
    },
  );
};
