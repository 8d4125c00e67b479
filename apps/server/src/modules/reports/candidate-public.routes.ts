import {
  CandidateConsentChoiceSchema,
  CandidateLinkSchema,
  ConsentCheckedSchema,
  ConsentRecordedSchema,
  candidateEntrySchema,
  EntrySubmittedSchema,
  LinkCompanySchema,
  LinkStateSchema,
} from '@hrwe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LinkParams, linkOf } from '../../platform/auth/candidate-link';
import { checkedInHandler, parseBody } from '../../platform/parse-body';
import { createRateLimiter } from './candidate-public.rate-limit';
import {
  consentChecked,
  linkCompany,
  linkState,
  recordConsent,
  submitEntry,
} from './candidate-public.service';

/**
 * The candidate's calls: no sign-in, the link (request number and UUID) is the credential. Rate-limited per
 * address; the URLs are logged with the UUID masked (platform/logging.ts) and nothing here logs it.
 */
export const candidatePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = createRateLimiter(app.deps.pool);
  app.addHook('onRequest', async (request) => {
    await limit(request.ip);
  });

  app.get(
    '/report/valid/:requestNumber/:uuid',
    {
      config: { access: 'candidateLink' },
      schema: {
        tags: ['candidate'],
        summary: 'Validate a candidate link',
        params: LinkParams,
        response: { 200: LinkStateSchema },
      },
    },
    async (request) => linkState(app.deps.db, ...linkOf(request), new Date()),
  );

  app.post(
    '/user/client/report/candidate/privacy',
    {
      config: { access: 'candidateLink' },
      schema: {
        tags: ['candidate'],
        summary: 'The data controller of a link (company of the HR user who sent it)',
        body: CandidateLinkSchema,
        response: { 200: LinkCompanySchema },
      },
    },
    async (request) =>
      linkCompany(app.deps.db, request.tenant.id, request.body.requestNumber, request.body.uuid, new Date()),
  );

  app.post(
    '/report/candidate/privacy/update/:requestNumber/:uuid',
    {
      config: { access: 'candidateLink' },
      validatorCompiler: checkedInHandler('body'),
      schema: {
        tags: ['candidate'],
        summary: "Record the candidate's consent choice",
        params: LinkParams,
        body: CandidateConsentChoiceSchema,
        response: { 200: ConsentRecordedSchema },
      },
    },
    async (request) => {
      const input = parseBody(CandidateConsentChoiceSchema, request.body);
      return recordConsent(
        app.deps,
        ...linkOf(request),
        input,
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
        new Date(),
      );
    },
  );

  app.get(
    '/report/candidate/privacy/checked/:requestNumber/:uuid',
    {
      config: { access: 'candidateLink' },
      schema: {
        tags: ['candidate'],
        summary: 'Has the candidate consented',
        params: LinkParams,
        response: { 200: ConsentCheckedSchema },
      },
    },
    async (request) => consentChecked(app.deps.db, ...linkOf(request), new Date()),
  );

  app.post(
    '/report/candidate/update/:requestNumber/:uuid',
    {
      config: { access: 'candidateLink' },
      validatorCompiler: checkedInHandler('body'),
      schema: {
        tags: ['candidate'],
        summary: "Save the candidate's data",
        params: LinkParams,
        body: candidateEntrySchema(new Date()),
        response: { 200: EntrySubmittedSchema },
      },
    },
    async (request) => {
      const now = new Date();
      const input = parseBody(candidateEntrySchema(now), request.body);
      return submitEntry(app.deps, ...linkOf(request), input, now);
    },
  );
};
