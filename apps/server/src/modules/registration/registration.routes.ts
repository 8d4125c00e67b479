import {
  badRequest,
  CompanyDetailSchema,
  personalDetailSchema,
  RegisterInputSchema,
  ResendActivationInputSchema,
  tooMany,
} from '@hrwe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guards';
import { endAllSessions, SESSION_COOKIE } from '../../platform/auth/sessions';
import { sendDownload } from '../../platform/files/storage';
import { MAX_UPLOAD_BYTES, readUpload } from '../../platform/files/upload';
import { windowLimiter } from '../../platform/rate-limit/limiters';
import { CONTRACT_FILE_NAME, contractPdf } from './contract-pdf';
import { readSignedContract } from './p7m';
import {
  activate,
  completeRegistration,
  completionOf,
  isActivationCodeValid,
  isEmailRegistered,
  parseFields,
  register,
  requireDetails,
  resendActivation,
  saveCompanyDetail,
  saveContract,
  savePersonalDetail,
  wizardUser,
} from './registration.service';

/** E-mail checks per client address: faster than a person types is a script enumerating accounts. */
export const CHECK_LIMIT = { perWindow: 30, windowMs: 60_000 };
/** Registrations per client address (each sends an e-mail). */
export const REGISTER_LIMIT = { perWindow: 20, windowMs: 10 * 60_000 };
/** New confirmation links: per client address (429 beyond) and per e-mail (beyond: same answer, no e-mail). */
export const RESEND_LIMIT = { perWindow: 10, windowMs: 10 * 60_000 };
export const RESEND_PER_EMAIL_LIMIT = { perWindow: 3, windowMs: 60 * 60_000 };

const Detail = z.record(z.string(), z.string()).nullable();
const RegisterIdParams = z.object({ registerId: z.string().max(100) });
const CodeParams = z.object({ code: z.string().min(1).max(200) });

const ProgressSchema = z.object({
  registerId: z.string(),
  completedRegistration: z.boolean(),
  completedProfileDetail: z.boolean(),
  completedCompanyDetail: z.boolean(),
  completedContractSign: z.boolean(),
  completedEmailVerification: z.boolean(),
  adminUser: z.boolean(),
  hrweUserStatus: z.string(),
});
const ContractInfo = z
  .object({ name: z.string(), signer: z.string().nullable(), signedAt: z.string().nullable() })
  .nullable();

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, config, files } = app.deps;
  // Counted in PostgreSQL (platform/rate-limit): every server process sees the same counts.
  const limiter = (name: string, l: { perWindow: number; windowMs: number }) =>
    windowLimiter(app.deps.pool, name, l.perWindow, l.windowMs);
  const checkLimiter = limiter('register-check', CHECK_LIMIT);
  const registerLimiter = limiter('register', REGISTER_LIMIT);
  const resendLimiter = limiter('register-resend', RESEND_LIMIT);
  const resendPerEmail = limiter('register-resend-email', RESEND_PER_EMAIL_LIMIT);
  const tags = ['registration'];

  const contractInfo = async (
    tenantId: number,
    u: { contractFileId: string | null; contractSigner: string | null; contractSignedAt: Date | null },
  ) => {
    if (!u.contractFileId) return null;
    const f = await files.get(tenantId, u.contractFileId);
    return {
      name: f?.name ?? 'contratto.p7m',
      signer: u.contractSigner,
      signedAt: u.contractSignedAt?.toISOString() ?? null,
    };
  };

  app.post(
    '/user/register/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Register (sends the e-mail confirmation link)',
        body: RegisterInputSchema,
        response: { 201: z.object({ email: z.string(), emailSent: z.boolean() }) },
      },
    },
    async (request, reply) => {
      if (!(await registerLimiter.take(request.tenant.id, request.ip)))
        throw tooMany('REGISTRATION_RATE_LIMITED');
      const user = await register({ db, mailer, config }, request.tenant, request.body);
      return reply.status(201).send({ email: user.email, emailSent: true });
    },
  );

  app.post(
    '/user/register/resend',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'A new confirmation link for an unverified registration, asked with its password (same answer always)',
        body: ResendActivationInputSchema,
        response: { 200: z.object({ key: z.string() }) },
      },
    },
    async (request) => {
      if (!(await resendLimiter.take(request.tenant.id, request.ip)))
        throw tooMany('ACTIVATION_RESEND_RATE_LIMITED');
      if (await resendPerEmail.take(request.tenant.id, request.body.email))
        await resendActivation({ db, mailer, config }, request.tenant, request.body);
      return { key: 'ACTIVATION_RESENT' };
    },
  );

  app.get(
    '/user/register/check/:email',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether an e-mail is already registered (rate-limited per address)',
        params: z.object({ email: z.string().max(320) }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      if (!(await checkLimiter.take(request.tenant.id, request.ip)))
        throw tooMany('EMAIL_CHECK_RATE_LIMITED');
      return isEmailRegistered(db, request.tenant.id, request.params.email);
    },
  );

  app.get(
    '/user/register/verify/:code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether an e-mail confirmation code is valid (does not use it)',
        params: CodeParams,
        response: { 200: z.object({ valid: z.boolean() }) },
      },
    },
    async (request) => ({ valid: await isActivationCodeValid(db, request.tenant.id, request.params.code) }),
  );

  app.post(
    '/user/register/activate/:code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Confirm the e-mail with the single-use code of the link',
        params: CodeParams,
        response: { 200: z.object({ emailVerified: z.boolean() }) },
      },
    },
    async (request) => activate(db, request.tenant.id, request.params.code),
  );

  app.get(
    '/user/register/complete/check',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Onboarding progress of the signed-in user',
        response: { 200: ProgressSchema },
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
        response: {
          200: z.object({
            registerId: z.string(),
            email: z.string(),
            personalDetail: Detail,
            companyDetail: Detail,
            contract: ContractInfo,
          }),
        },
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
        contract: await contractInfo(u.tenantId, u),
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
        response: { 200: z.object({ personalDetail: Detail }) },
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
      schema: {
        tags,
        summary: 'Save the personal detail',
        params: RegisterIdParams,
        body: z.unknown(),
        response: { 200: z.object({ personalDetail: Detail }) },
      },
    },
    async (request) => {
      const u = await wizardUser(db, requireUser(request), request.params.registerId, true);
      const input = parseFields(personalDetailSchema(new Date()), request.body);
      return { personalDetail: await savePersonalDetail(db, u, input) };
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
        response: { 200: z.object({ companyDetail: Detail }) },
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
      schema: {
        tags,
        summary: 'Save the company detail',
        params: RegisterIdParams,
        body: z.unknown(),
        response: { 200: z.object({ companyDetail: Detail }) },
      },
    },
    async (request) => {
      const u = await wizardUser(db, requireUser(request), request.params.registerId, true);
      const input = parseFields(CompanyDetailSchema, request.body);
      return { companyDetail: await saveCompanyDetail(db, u, input) };
    },
  );

  app.get(
    '/user/register/contract-document/:registerId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The uploaded signed contract',
        params: RegisterIdParams,
        response: { 200: z.object({ contract: ContractInfo }) },
      },
    },
    async (request) => {
      const u = await wizardUser(db, requireUser(request), request.params.registerId);
      return { contract: await contractInfo(u.tenantId, u) };
    },
  );

  app.get(
    '/user/register/contract-document/:registerId/template',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: 'The standard contract to sign (PDF)', params: RegisterIdParams },
    },
    async (request, reply) => {
      const u = await wizardUser(db, requireUser(request), request.params.registerId);
      const { personal, company } = requireDetails(u);
      const content = await contractPdf({
        productName: request.tenant.name,
        email: u.email,
        personal,
        company,
        now: new Date(),
      });
      return sendDownload(reply, { name: CONTRACT_FILE_NAME, mime: 'application/pdf', content });
    },
  );

  app.get(
    '/user/register/contract-document/:registerId/file',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: 'Download the uploaded signed contract', params: RegisterIdParams },
    },
    async (request, reply) => {
      const u = await wizardUser(db, requireUser(request), request.params.registerId);
      const f = u.contractFileId ? await files.get(u.tenantId, u.contractFileId) : null;
      if (!f) throw badRequest('CONTRACT_REQUIRED');
      return sendDownload(reply, f);
    },
  );

  app.post(
    '/user/register/contract-document/:registerId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Upload the signed contract (.p7m, CAdES, at most 20 MB)',
        params: RegisterIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ contract: ContractInfo }) },
      },
    },
    async (request) => {
      const u = await wizardUser(db, requireUser(request), request.params.registerId, true);
      requireDetails(u);
      const upload = await readUpload(request, { maxBytes: MAX_UPLOAD_BYTES, extensions: ['p7m'] });
      const signed = upload ? await readSignedContract(upload.content) : null;
      if (!upload || !signed) throw badRequest('CONTRACT_NOT_SIGNED', { file: 'CONTRACT_NOT_SIGNED' });
      const stored = await files.save({
        tenantId: u.tenantId,
        ownerUserId: u.id,
        name: upload.name,
        mime: upload.mime,
        content: upload.content,
      });
      await saveContract(db, u, { fileId: stored.id, signer: signed.signer, signedAt: signed.signedAt });
      return {
        contract: {
          name: stored.name,
          signer: signed.signer,
          signedAt: signed.signedAt?.toISOString() ?? null,
        },
      };
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
        response: { 200: z.object({ status: z.string() }) },
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
