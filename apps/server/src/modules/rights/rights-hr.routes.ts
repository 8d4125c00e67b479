import {
  AdverseNoticeSchema,
  ContestListSchema,
  ContestReviewResultSchema,
  ContestReviewSchema,
  FileDownloadSchema,
  HiringOutcomeInputSchema,
  HiringOutcomeRecordSchema,
  HiringSchema,
  LegalHoldInputSchema,
  LegalHoldStateSchema,
  NoContentSchema,
} from '@hrwe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOfSession } from '../../platform/auth/caller';
import { requireActiveUser, requireAdmin } from '../../platform/auth/guards';
import { sendDownload } from '../../platform/files/storage';
import { eraseOnRequest, holdOf, placeHold, releaseHold } from './legal-hold.service';
import { hiringOf, recordOutcome, sendAdverseNotice } from './outcomes.service';
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

/**
 * The HR user's side: a contest ("contestato" on the report), its document and the human review; the pre-adverse
 * notice and the hiring outcome. Owner HR user or the tenant's administrators.
 */
export const rightsHrRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/report/candidate/:uuid/contests',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['report'],
        summary: "A candidate's contests and their reviews",
        params: UuidParams,
        response: { 200: ContestListSchema },
      },
    },
    async (request) => {
      const session = requireActiveUser(request);
      return contestsForReport(app.deps, callerOfSession(session, request.tenant.id), request.params.uuid);
    },
  );

  app.get(
    '/report/candidate/:uuid/contest/:contestId/file',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['report'],
        summary: 'The document attached to a contest',
        params: FileParams,
        response: { 200: FileDownloadSchema },
      },
    },
    async (request, reply) => {
      const session = requireActiveUser(request);
      const file = await contestAttachment(
        app.deps,
        callerOfSession(session, request.tenant.id),
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
        body: ContestReviewSchema,
        response: { 200: ContestReviewResultSchema },
      },
    },
    async (request) => {
      const session = requireActiveUser(request);
      return reviewContest(
        app.deps,
        callerOfSession(session, request.tenant.id),
        request.params.uuid,
        request.body,
      );
    },
  );
  app.get(
    '/report/candidate/:uuid/hiring',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['report'],
        summary: "A candidate's pre-adverse notice and hiring outcome",
        params: UuidParams,
        response: { 200: HiringSchema },
      },
    },
    async (request) => {
      const session = requireActiveUser(request);
      return hiringOf(app.deps, callerOfSession(session, request.tenant.id), request.params.uuid);
    },
  );

  app.post(
    '/report/candidate/:uuid/adverse-notice',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['report'],
        summary:
          "E-mail the candidate the report's summary and the window to contest it (pre-adverse notice)",
        params: UuidParams,
        response: { 201: AdverseNoticeSchema },
      },
    },
    async (request, reply) => {
      const session = requireActiveUser(request);
      const scope = callerOfSession(session, request.tenant.id);
      return reply
        .status(201)
        .send(await sendAdverseNotice(app.deps, scope, request.params.uuid, new Date()));
    },
  );

  app.post(
    '/report/candidate/:uuid/outcome',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['report'],
        summary: 'Record the hiring outcome (proceed, not proceed, withdrawn)',
        params: UuidParams,
        body: HiringOutcomeInputSchema,
        response: { 201: HiringOutcomeRecordSchema },
      },
    },
    async (request, reply) => {
      const session = requireActiveUser(request);
      const scope = callerOfSession(session, request.tenant.id);
      return reply
        .status(201)
        .send(await recordOutcome(app.deps, scope, request.params.uuid, request.body, new Date()));
    },
  );
  // Administrators: the legal hold that suspends the retention job, and erasure on request.
  app.get(
    '/report/candidate/:uuid/hold',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['report'],
        summary: "A candidate's legal hold and erasure state",
        params: UuidParams,
        response: { 200: LegalHoldStateSchema },
      },
    },
    async (request) =>
      holdOf(app.deps, callerOfSession(requireAdmin(request), request.tenant.id), request.params.uuid),
  );

  app.post(
    '/report/candidate/:uuid/hold',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['report'],
        summary: 'Place a legal hold (the retention job keeps the candidate)',
        params: UuidParams,
        body: LegalHoldInputSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      const scope = callerOfSession(requireAdmin(request), request.tenant.id);
      await placeHold(app.deps, scope, request.params.uuid, request.body, new Date());
      return reply.status(204).send();
    },
  );

  app.delete(
    '/report/candidate/:uuid/hold',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['report'],
        summary: 'Release the legal hold',
        params: UuidParams,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      const scope = callerOfSession(requireAdmin(request), request.tenant.id);
      await releaseHold(app.deps, scope, request.params.uuid, new Date());
      return reply.status(204).send();
    },
  );

  app.post(
    '/report/candidate/:uuid/erase',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['report'],
        summary: "Erase the candidate's personal data now, on request (as the retention job does)",
        params: UuidParams,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      const scope = callerOfSession(requireAdmin(request), request.tenant.id);
      await eraseOnRequest(app.deps, scope, request.params.uuid, new Date());
      return reply.status(204).send();
    },
  );
};
