import { registrationOperations, tooMany } from '@hrwe/domain';
import { withPasswordList } from '@hrwe/domain/password-list';
import type { AppDeps } from '../../deps';
import { operationRoutes } from '../../platform/operations';
import { windowLimiter } from '../../platform/rate-limit/limiters';
import type { RegistrationHandlers } from './registration.route-parts';
import { activate, isActivationCodeValid, register, resendActivation } from './registration.service';
import { contractHandlers } from './registration-contract.routes';
import { wizardHandlers } from './registration-wizard.routes';

/** E-mail checks per client address (the answer tells nothing now; the limit stays for old clients' scripts). */
export const CHECK_LIMIT = { perWindow: 30, windowMs: 60_000 };
/** Registrations per client address (each sends an e-mail). */
export const REGISTER_LIMIT = { perWindow: 20, windowMs: 10 * 60_000 };
/** New confirmation links: per client address (429 beyond) and per e-mail (beyond: same answer, no e-mail). */
export const RESEND_LIMIT = { perWindow: 10, windowMs: 10 * 60_000 };
export const RESEND_PER_EMAIL_LIMIT = { perWindow: 3, windowMs: 60 * 60_000 };

/** Counted in PostgreSQL (platform/rate-limit): every server process sees the same counts. One set per pool. */
const limitersByPool = new WeakMap<AppDeps['pool'], ReturnType<typeof makeLimiters>>();
const makeLimiters = (pool: AppDeps['pool']) => {
  const limiter = (name: string, l: { perWindow: number; windowMs: number }) =>
    windowLimiter(pool, name, l.perWindow, l.windowMs);
  return {
    check: limiter('register-check', CHECK_LIMIT),
    register: limiter('register', REGISTER_LIMIT),
    resend: limiter('register-resend', RESEND_LIMIT),
    resendPerEmail: limiter('register-resend-email', RESEND_PER_EMAIL_LIMIT),
  };
};
const limitersOf = (pool: AppDeps['pool']) => {
  const known = limitersByPool.get(pool);
  if (known) return known;
  const made = makeLimiters(pool);
  limitersByPool.set(pool, made);
  return made;
};

/** Sign-up and e-mail confirmation. */
const signupHandlers: RegistrationHandlers<'register' | 'resend' | 'checkEmail' | 'verifyCode' | 'activate'> =
  {
    register: {
      body: withPasswordList(registrationOperations.register.body),
      handler: async ({ deps, tenant, body, request }) => {
        if (!(await limitersOf(deps.pool).register.take(tenant.id, request.ip)))
          throw tooMany('REGISTRATION_RATE_LIMITED');
        // The same answer whether the address already has an account or not (the e-mail says which).
        const { email } = await register(deps, tenant, body);
        return { email, emailSent: true };
      },
    },
    resend: async ({ deps, tenant, body, request }) => {
      const limiters = limitersOf(deps.pool);
      if (!(await limiters.resend.take(tenant.id, request.ip)))
        throw tooMany('ACTIVATION_RESEND_RATE_LIMITED');
      if (await limiters.resendPerEmail.take(tenant.id, body.email))
        await resendActivation(deps, tenant, body);
      return { key: 'ACTIVATION_RESENT' };
    },
    checkEmail: async ({ deps, tenant, request }) => {
      if (!(await limitersOf(deps.pool).check.take(tenant.id, request.ip)))
        throw tooMany('EMAIL_CHECK_RATE_LIMITED');
      // Whether an address has an account is told only to its mailbox, by the registration's e-mail.
      return false;
    },
    verifyCode: async ({ deps, tenant, params }) => ({
      valid: await isActivationCodeValid(deps.db, tenant.id, params.code),
    }),
    activate: ({ deps, tenant, params }) => activate(deps.db, tenant.id, params.code),
  };

/**
 * The registration module: sign-up and e-mail confirmation here; the wizard's steps
 * (registration-wizard.routes.ts) and the signed contract (registration-contract.routes.ts) in their own files.
 */
export const registrationRoutes = operationRoutes(registrationOperations, {
  ...signupHandlers,
  ...wizardHandlers,
  ...contractHandlers,
});
