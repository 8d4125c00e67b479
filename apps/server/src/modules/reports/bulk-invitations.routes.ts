import {
  BULK_FILE_LIMITS,
  BulkPreviewBodySchema,
  BulkPreviewSchema,
  badRequest,
  InvitationProgressSchema,
  splitPastedEmails,
} from '@hrwe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOfSession } from '../../platform/auth/caller';
import { requireActiveUser } from '../../platform/auth/guards';
import { contentMatchesExtension, readForm, type UploadRule } from '../../platform/files/upload';
import { checkedInHandler, parseBody } from '../../platform/parse-body';
import { emailsOfFile, previewBulk } from './bulk-invitations.service';
import { invitationProgress } from './invitation-progress';
import { requireHrUser } from './reports.service';

/** A CSV (plain text) or an xlsx workbook, up to BULK_FILE_LIMITS.bytes; what it holds is checked as it is read. */
const bulkFileRule: UploadRule = {
  maxBytes: BULK_FILE_LIMITS.bytes,
  tooLargeKey: 'BULK_FILE_TOO_LARGE',
  extensions: ['csv', 'xlsx'],
  check: (content, ext) => contentMatchesExtension(content, ext === 'csv' ? 'txt' : ext),
};

/** The preview of a bulk invitation on the new-request screen (the request itself is created by /report/create). */
export const bulkInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/report/bulk/preview',
    {
      config: { access: 'activeUser', upload: bulkFileRule },
      // A multipart upload (the field `file`) or JSON: the body is read in the handler.
      validatorCompiler: checkedInHandler('body'),
      schema: {
        tags: ['reports'],
        summary:
          'Check a list of candidate e-mails (pasted, uploaded as CSV or xlsx in the multipart field `file`, or as fixed on the screen)',
        body: BulkPreviewBodySchema,
        response: { 200: BulkPreviewSchema },
      },
    },
    async (request) => {
      const session = requireActiveUser(request);
      requireHrUser(session);
      let emails: string[];
      if (request.isMultipart()) {
        const { file } = await readForm(request);
        if (!file) throw badRequest('FILE_REQUIRED', { file: 'FILE_REQUIRED' });
        emails = await emailsOfFile(file, request.log);
      } else {
        const body = parseBody(BulkPreviewBodySchema, request.body);
        emails = 'emails' in body ? body.emails : splitPastedEmails(body.text);
      }
      return previewBulk(app.deps.db, request.tenant.id, session.user.id, emails);
    },
  );

  app.get(
    '/report/detail/:requestNumber/invitations',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['reports'],
        summary: "How many of a request's invitations are queued, sent and failed",
        params: z.object({ requestNumber: z.string().max(20) }),
        response: { 200: InvitationProgressSchema },
      },
    },
    async (request) => {
      const session = requireActiveUser(request);
      return invitationProgress(
        app.deps.db,
        callerOfSession(session, request.tenant.id),
        request.params.requestNumber,
      );
    },
  );
};
