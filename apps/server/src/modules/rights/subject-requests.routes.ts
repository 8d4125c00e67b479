import {
  FileDownloadSchema,
  listResultSchema,
  NoContentSchema,
  SubjectRequestCloseSchema,
  SubjectRequestInputSchema,
  SubjectRequestListQuerySchema,
  SubjectRequestRowSchema,
} from '@hrwe/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../platform/audit';
import { callerOfSession } from '../../platform/auth/caller';
import { requireAdmin } from '../../platform/auth/guards';
import { sendDownload } from '../../platform/files/storage';
import { processingRegisterPdf } from './processing-register.pdf';
import { closeSubjectRequest, listSubjectRequests, registerSubjectRequest } from './subject-requests.service';

const tags = ['rights'];
const IdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

/**
 * Administrators of a tenant: the register of data-subject requests (GDPR arts. 12(3), 15, 16, 17, 22) and the
 * register of processing activities (art. 30). Every call is scoped to the caller's tenant.
 */
export const subjectRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (request: FastifyRequest) => callerOfSession(requireAdmin(request), request.tenant.id);

  app.get(
    '/rights/subject-requests',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The register of data-subject requests (listing protocol; filters: state, kind)',
        querystring: SubjectRequestListQuerySchema,
        response: { 200: listResultSchema(SubjectRequestRowSchema) },
      },
    },
    async (request) => listSubjectRequests(app.deps, scopeOf(request), request.query),
  );

  app.post(
    '/report/candidate/:uuid/subject-request',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Record an access or erasure request received by another channel',
        params: z.object({ uuid: z.string().max(64) }),
        body: SubjectRequestInputSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await registerSubjectRequest(app.deps, scopeOf(request), request.params.uuid, request.body, new Date());
      return reply.status(204).send();
    },
  );

  app.post(
    '/rights/subject-requests/:id/close',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Answer (an erasure erases the data then) or reject a request with its reason',
        params: IdParams,
        body: SubjectRequestCloseSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await closeSubjectRequest(app.deps, scopeOf(request), request.params.id, request.body, new Date());
      return reply.status(204).send();
    },
  );

  app.get(
    '/rights/processing-register.pdf',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The register of processing activities (GDPR art. 30), from the configuration',
        response: { 200: FileDownloadSchema },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const now = new Date();
      const pdf = await processingRegisterPdf(app.deps.db, scope.tenantId, now);
      await audit(app.deps.db, {
        tenantId: scope.tenantId,
        userId: scope.userId,
        action: 'rights.register.pdf',
        subjectType: 'tenant',
        subjectId: String(scope.tenantId),
      });
      return sendDownload(reply, {
        name: `registro-trattamenti-${now.toISOString().slice(0, 10)}.pdf`,
        mime: 'application/pdf',
        content: pdf,
      });
    },
  );
};
