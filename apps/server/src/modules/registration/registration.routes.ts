import {
  CodeValidAnswerSchema,
  EmailVerifiedAnswerSchema,
  KeyAnswerSchema,
  RegisteredAnswerSchema,
  RegisterInputSchema,
  ResendActivationInputSchema,
  tooMany,
} from '@hrwe/domain';
import { withPasswordList } from '@hrwe/domain/password-list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { windowLimiter } from '../../platform/rate-limit/limiters';
import { tags } from './registration.route-parts';
import { activate, isActivationCodeValid, register, resendActivation } from './registration.service';
import { registrationContractRoutes } from './registration-contract.routes';
import { registrationWizardRoutes } from './registration-wizard.routes';

/** E-mail checks per client address (the answer tells nothing now; the limit stays for old clients' scripts). */
export const CHECK_LIMIT = { perWindow: 30, windowMs: 60_000 };
/** Registrations per client address (each sends an e-mail). */
export const REGISTER_LIMIT = { perWindow: 20, windowMs: 10 * 60_000 };
/** New confirmation links: per client address (429 beyond) and per e-mail (beyond: same answer, no e-mail). */
export const RESEND_LIMIT = { perWindow: 10, windowMs: 10 * 60_000 };
export const RESEND_PER_EMAIL_LIMIT = { perWindow: 3, windowMs: 60 * 60_000 };

const CodeParams = z.object({ code: z.string().min(1).max(200) });

/**
 * The registration module: sign-up and e-mail confirmation here; the wizard's steps
 * (registration-wizard.routes.ts) and the signed contract (registration-contract.routes.ts) in their own files.
 */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, config } = app.deps;
  // Counted in PostgreSQL (platform/rate-limit): every server process sees the same counts.
  const limiter = (name: string, l: { perWindow: number; windowMs: number }) =>
    windowLimiter(app.deps.pool, name, l.perWindow, l.windowMs);
  const checkLimiter = limiter('register-check', CHECK_LIMIT);
  const registerLimiter = limiter('register', REGISTER_LIMIT);
  const resendLimiter = limiter('register-resend', RESEND_LIMIT);
  const resendPerEmail = limiter('register-resend-email', RESEND_PER_EMAIL_LIMIT);

  app.post(
    '/user/register/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Register (sends the e-mail confirmation link)',
        body: withPasswordList(RegisterInputSchema),
        response: { 201: RegisteredAnswerSchema },
      },
    },
    async (request, reply) => {
      if (!(await registerLimiter.take(request.tenant.id, request.ip)))
        throw tooMany('REGISTRATION_RATE_LIMITED');
      // The same answer whether the address already has an account or not (the e-mail says which).
      const { email } = await register({ db, mailer, config }, request.tenant, request.body);
      return reply.status(201).send({ email, emailSent: true });
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
        response: { 200: KeyAnswerSchema },
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
        summary:
          "Kept for the specification's clients: answers false for every address, so it never tells which have an account",
        params: z.object({ email: z.string().max(320) }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      if (!(await checkLimiter.take(request.tenant.id, request.ip)))
        throw tooMany('EMAIL_CHECK_RATE_LIMITED');
      // Whether an address has an account is told only to its mailbox, by the registration's e-mail.
      return false;
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
        response: { 200: CodeValidAnswerSchema },
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
        response: { 200: EmailVerifiedAnswerSchema },
      },
    },
    async (request) => activate(db, request.tenant.id, request.params.code),
  );

  await app.register(registrationWizardRoutes);
  await app.register(registrationContractRoutes);
};
