import {
  CompanyDetailSchema,
  PersonalDetailInputSchema,
  RegistrationCompanyAnswerSchema,
  RegistrationCompleteAnswerSchema,
  RegistrationDataSchema,
  RegistrationPersonalAnswerSchema,
  RegistrationProgressSchema,
} from '@hrwe/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guards';
import { endAllSessions, SESSION_COOKIE } from '../../platform/auth/sessions';
import { contractInfo, RegisterIdParams, tags } from './registration.route-parts';
import {
  completeRegistration,
  completionOf,
  saveCompanyDetail,
  savePersonalDetail,
  wizardUser,
} from './registration.service';

/** The onboarding wizard: progress, the user's personal and company details, and completing the registration. */
export const registrationWizardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app.deps;
  const ownWizard = async (request: FastifyRequest) => {
    const { registerId } = request.params as { registerId: string };
    await wizardUser(db, requireUser(request), registerId, true);
  };

  app.get(
    '/user/register/complete/check',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Onboarding progress of the signed-in user',
        response: { 200: RegistrationProgressSchema },
      },
    },
    async (request) => completionOf(db, requireUser(request)),
  );

  app.get(
    '/user/register/get',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The registering user',
        response: { 200: RegistrationDataSchema },
      },
    },
    async (request) => {
      const s = requireUser(request);
      const u = await wizardUser(db, s, s.user.id);
      return {
        registerId: u.id,
        email: u.email,
        personalDetail: u.personalDetail ?? null,
        companyDetail: u.companyDetail ?? null,
        contract: await contractInfo(files, u.tenantId, u),
      };
    },
  );

  app.get(
    '/user/register/personal-detail/:registerId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Personal detail',
        params: RegisterIdParams,
        response: { 200: RegistrationPersonalAnswerSchema },
      },
    },
    async (request) => {
      const u = await wizardUser(db, requireUser(request), request.params.registerId);
      return { personalDetail: u.personalDetail ?? null };
    },
  );

  app.post(
    '/user/register/personal-detail/:registerId',
    {
      config: { access: 'signedIn' },
      // The registration's owner and state are checked before the body (404/409 first, as before).
      preValidation: ownWizard,
      schema: {
        tags,
        summary: 'Save the personal detail',
        params: RegisterIdParams,
        body: PersonalDetailInputSchema,
        response: { 200: RegistrationPersonalAnswerSchema },
      },
    },
    async (request) => {
      const u = await wizardUser(db, requireUser(request), request.params.registerId, true);
      return { personalDetail: await savePersonalDetail(db, u, request.body) };
    },
  );

  app.get(
    '/user/register/company-detail/:registerId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Company detail',
        params: RegisterIdParams,
        response: { 200: RegistrationCompanyAnswerSchema },
      },
    },
    async (request) => {
      const u = await wizardUser(db, requireUser(request), request.params.registerId);
      return { companyDetail: u.companyDetail ?? null };
    },
  );

  app.post(
    '/user/register/company-detail/:registerId',
    {
      config: { access: 'signedIn' },
      // The registration's owner and state are checked before the body (404/409 first, as before).
      preValidation: ownWizard,
      schema: {
        tags,
        summary: 'Save the company detail',
        params: RegisterIdParams,
        body: CompanyDetailSchema,
        response: { 200: RegistrationCompanyAnswerSchema },
      },
    },
    async (request) => {
      const u = await wizardUser(db, requireUser(request), request.params.registerId, true);
      return { companyDetail: await saveCompanyDetail(db, u, request.body) };
    },
  );

  app.post(
    '/user/register/complete/:registerId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'End onboarding: the account awaits approval and is signed out',
        params: RegisterIdParams,
        response: { 200: RegistrationCompleteAnswerSchema },
      },
    },
    async (request, reply) => {
      const u = await wizardUser(db, requireUser(request), request.params.registerId, true);
      const result = await completeRegistration(app.deps, request.tenant, u);
      await endAllSessions(db, u.id);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return result;
    },
  );
};
