import {
  AdminDetailSchema,
  CompanyAnswerSchema,
  CompanyDetailSchema,
  ContractAnswerSchema,
  FileDownloadSchema,
  isAdmin,
  notFound,
  PersonalAnswerSchema,
  PersonalDetailInputSchema,
} from '@hrwe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireUser } from '../../platform/auth/guards';
import { sendDownload } from '../../platform/files/storage';
import { ownContract, readOwn, requireHrUser, saveCompany, savePersonal } from './profile.service';

/** The signed-in user's own profile: HR user (personal, company, contract) and administrator (personal). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.db;

  const readPersonal = async (request: Parameters<typeof requireUser>[0]) => {
    const u = requireHrUser(requireUser(request));
    const { user } = await readOwn(db, request.tenant.id, u.id);
    return { email: user.email, personalDetail: user.personalDetail ?? null };
  };
  const readCompany = async (request: Parameters<typeof requireUser>[0]) => {
    const u = requireHrUser(requireUser(request));
    const { user } = await readOwn(db, request.tenant.id, u.id);
    return { email: user.email, companyDetail: user.companyDetail ?? null };
  };
  const readContract = async (request: Parameters<typeof requireUser>[0]) => {
    const u = requireHrUser(requireUser(request));
    return { contract: await ownContract(db, request.tenant.id, u.id) };
  };

  for (const url of ['/user/private/personal', '/user/private/personal/get']) {
    app.get(
      url,
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['profile'],
          summary: 'My personal detail (HR user)',
          response: { 200: PersonalAnswerSchema },
        },
      },
      readPersonal,
    );
  }
  app.post(
    '/user/private/personal',
    {
      config: { access: 'signedIn' },
      // An HR user only, checked before the body (403 first, as before).
      preValidation: async (request) => void requireHrUser(requireUser(request)),
      schema: {
        tags: ['profile'],
        summary: 'Save my personal detail (HR user)',
        body: PersonalDetailInputSchema,
        response: { 200: PersonalAnswerSchema },
      },
    },
    async (request) => {
      const u = requireHrUser(requireUser(request));
      const personalDetail = await savePersonal(db, request.tenant.id, u.id, request.body);
      return { email: u.email, personalDetail };
    },
  );

  for (const url of ['/user/private/company', '/user/private/company/get']) {
    app.get(
      url,
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['profile'],
          summary: 'My company detail (HR user)',
          response: { 200: CompanyAnswerSchema },
        },
      },
      readCompany,
    );
  }
  app.post(
    '/user/private/company',
    {
      config: { access: 'signedIn' },
      // An HR user only, checked before the body (403 first, as before).
      preValidation: async (request) => void requireHrUser(requireUser(request)),
      schema: {
        tags: ['profile'],
        summary: 'Save my company detail (HR user)',
        body: CompanyDetailSchema,
        response: { 200: CompanyAnswerSchema },
      },
    },
    async (request) => {
      const u = requireHrUser(requireUser(request));
      const companyDetail = await saveCompany(db, request.tenant.id, u.id, request.body);
      return { email: u.email, companyDetail };
    },
  );

  for (const url of ['/user/private/contract', '/user/private/contract/get']) {
    app.get(
      url,
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['profile'],
          summary: 'My signed contract (HR user)',
          response: { 200: ContractAnswerSchema },
        },
      },
      readContract,
    );
  }
  app.get(
    '/user/private/contract/download',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['profile'],
        summary: 'Download my signed contract (HR user)',
        response: { 200: FileDownloadSchema },
      },
    },
    async (request, reply) => {
      const u = requireHrUser(requireUser(request));
      const contract = await ownContract(db, request.tenant.id, u.id);
      const file = contract ? await app.deps.files.get(request.tenant.id, contract.fileId) : null;
      if (!file) throw notFound();
      return sendDownload(reply, file);
    },
  );

  app.get(
    '/user/admin/check',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['profile'], summary: 'Whether I am an administrator', response: { 200: z.boolean() } },
    },
    async (request) => isAdmin(requireUser(request).user.role),
  );

  app.get(
    '/user/admin/get/detail',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['profile'],
        summary: 'My administrator profile',
        response: { 200: AdminDetailSchema },
      },
    },
    async (request) => {
      const { user: me } = requireAdmin(request);
      const { user } = await readOwn(db, request.tenant.id, me.id);
      return {
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        personalDetail: user.personalDetail ?? null,
      };
    },
  );

  app.post(
    '/user/admin/update/personal/detail',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['profile'],
        summary: 'Save my administrator personal detail (age 20 to 75)',
        body: PersonalDetailInputSchema,
        response: { 200: AdminDetailSchema },
      },
    },
    async (request) => {
      const { user: me } = requireAdmin(request);
      const input = request.body;
      const personalDetail = await savePersonal(db, request.tenant.id, me.id, input);
      return { email: me.email, firstName: input.firstName, lastName: input.lastName, personalDetail };
    },
  );
};
