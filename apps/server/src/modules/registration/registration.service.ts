import {
  badRequest,
  type CompanyDetailInput,
  conflict,
  notFound,
  type PersonalDetailInput,
  type RegisterInput,
  type ResendActivationInput,
} from '@hrwe/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import type { Caller } from '../../platform/auth/caller';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { hashToken, newToken } from '../../platform/auth/tokens';
import { renderMail } from '../../platform/mail/layout';
import type { Mailer } from '../../platform/mail/mailer';
import { publicBaseUrl } from '../../platform/public-url';
import type { Tenant } from '../../platform/tenancy';
import { companyDetailOf, saveCompany, savePersonal } from '../profile';
import { alreadyRegisteredMail, awaitingApprovalMail } from './registration.mails';
import {
  activationCodeExists,
  finishOnboarding,
  insertRegistration,
  REGISTRATION_STATUS,
  replaceActivationCode,
  storeContract,
  type UserRow,
  unverifiedHrUser,
  useActivationCode,
  userOfTenant,
} from './registration.repository';

export { REGISTRATION_STATUS };
export const ACTIVATION_TTL_MS = 7 * 24 * 3600_000;

type User = UserRow;

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Creates the registering user and e-mails the confirmation link (once). An address that already has an account in
 * the tenant gets, instead, an e-mail saying so (sign in or reset the password), and the caller answers the same
 * either way: the answer never tells whether an address has an account (docs/decisions/security-no-enumeration.md).
 */
export async function register(
  deps: { db: Db; mailer: Mailer; config: Config },
  tenant: Tenant,
  input: RegisterInput,
  now = new Date(),
) {
  const email = normalise(input.email);
  const code = newToken();
  // Hashed on both paths, so the answer takes the same time whether the account exists or not.
  const passwordHash = await hashPassword(input.password);
  // The account and its confirmation e-mail commit together.
  const registration = {
    tenantId: tenant.id,
    email,
    passwordHash,
    activationCodeHash: hashToken(code),
    activationExpiresAt: new Date(now.getTime() + ACTIVATION_TTL_MS),
    now,
  };
  return insertRegistration(deps.db, registration, async (tx, { id, existing }) => {
    if (id) await sendActivationMail(deps, tenant, { id, email }, code, `registration:${id}`, tx);
    else if (existing) await sendAlreadyRegisteredMail(deps, tenant, { id: existing, email }, now, tx);
    return { email };
  });
}

/** One "you already have an account" e-mail per account and hour at most: repeated registrations cannot flood it. */
const ALREADY_REGISTERED_EVERY_MS = 3600_000;

async function sendAlreadyRegisteredMail(
  deps: { mailer: Mailer; config: Config },
  tenant: Tenant,
  user: { id: string; email: string },
  now: Date,
  tx: Executor,
) {
  const base = publicBaseUrl(deps.config, tenant);
  const hour = Math.floor(now.getTime() / ALREADY_REGISTERED_EVERY_MS);
  await deps.mailer.send(
    {
      tenantId: tenant.id,
      key: `registration-exists:${user.id}:${hour}`,
      to: user.email,
      message: alreadyRegisteredMail({
        signIn: `${base}/sso`,
        reset: `${base}/password-dimenticata`,
      }),
    },
    tx,
  );
}

/** The (always Italian) confirmation e-mail with the link `{base}/registrazione/{code}`; `key` makes it idempotent. */
async function sendActivationMail(
  deps: { mailer: Mailer; config: Config },
  tenant: Tenant,
  user: { id: string; email: string },
  code: string,
  key: string,
  tx: Executor,
) {
  const url = `${publicBaseUrl(deps.config, tenant)}/registrazione/${code}`;
  await deps.mailer.send(
    {
      tenantId: tenant.id,
      key,
      to: user.email,
      message: renderMail('it', {
        subject: 'Conferma la tua registrazione a {product}',
        title: 'Conferma il tuo indirizzo e-mail',
        paragraphs: [
          'Grazie per esserti registrato a {product}.',
          'Per proseguire con la registrazione conferma il tuo indirizzo e-mail cliccando sul pulsante qui sotto. ' +
            'Il collegamento è valido 7 giorni e può essere usato una sola volta.',
          'Dopo la conferma potrai accedere e completare i dati personali, i dati aziendali e la firma del contratto.',
          'Se non hai richiesto tu la registrazione, ignora questo messaggio.',
        ],
        action: { label: 'Conferma e-mail', url },
      }),
    },
    tx,
  );
}

/**
 * A new confirmation link for an HR user of the tenant whose e-mail is not verified yet, asked with the password
 * chosen at registration: the earlier code stops working. Anything else (unknown, verified, administrator, wrong
 * password) sends nothing; the caller answers the same either way, and both paths verify a password hash.
 */
export async function resendActivation(
  deps: { db: Db; mailer: Mailer; config: Config },
  tenant: Tenant,
  input: ResendActivationInput,
  now = new Date(),
) {
  const found = await unverifiedHrUser(deps.db, tenant.id, normalise(input.email));
  if (!(await verifyPassword(found?.passwordHash ?? null, input.password)) || !found) return false;
  const code = newToken();
  const hash = hashToken(code);
  const expiresAt = new Date(now.getTime() + ACTIVATION_TTL_MS);
  return replaceActivationCode(deps.db, found.id, { hash, expiresAt, now }, (tx, user) =>
    sendActivationMail(deps, tenant, user, code, `registration:${user.id}:${hash.slice(0, 16)}`, tx),
  );
}

/** Whether a confirmation code is valid, without using it. */
export const isActivationCodeValid = (db: Db, tenantId: number, code: string, now = new Date()) =>
  activationCodeExists(db, tenantId, code, now);

/** Uses a confirmation code once: the e-mail becomes verified. */
export async function activate(db: Db, tenantId: number, code: string, now = new Date()) {
  if (!(await useActivationCode(db, tenantId, code, now))) throw badRequest('INVALID_ACTIVATION_CODE');
  return { emailVerified: true };
}

async function loadUser(db: Db, caller: Caller): Promise<User> {
  const u = await userOfTenant(db, caller.tenantId, caller.userId);
  if (!u) throw notFound();
  return u;
}

/**
 * The company step is done once its detail has the billing data too (CAP, recipient code): a detail saved before
 * the form asked them sends the user back to that step.
 */
const companyOf = (u: User) => (u.companyCap && u.recipientCode ? companyDetailOf(u) : null);

export function progressOf(u: User) {
  const admin = u.role === 'ROLE_ADMIN';
  const completedProfileDetail = admin || !!u.personalDetail;
  const completedCompanyDetail = admin || !!companyOf(u);
  const completedContractSign = admin || !!u.contractFileId;
  return {
    registerId: u.id,
    completedRegistration: admin || u.status !== REGISTRATION_STATUS,
    completedProfileDetail,
    completedCompanyDetail,
    completedContractSign,
    completedEmailVerification: u.verified,
    adminUser: admin,
    hrweUserStatus: u.status,
  };
}

export async function completionOf(db: Db, caller: Caller) {
  return progressOf(await loadUser(db, caller));
}

/**
 * The wizard's own user: registerId must be the caller's id and the caller an HR user; anything else answers
 * 404 (a refusal never tells whether another registration exists). `writing` also requires onboarding in course.
 */
export async function wizardUser(db: Db, caller: Caller, registerId: string, writing = false) {
  if (caller.admin || registerId !== caller.userId) throw notFound();
  const u = await loadUser(db, caller);
  if (writing && u.status !== REGISTRATION_STATUS) throw conflict('REGISTRATION_ALREADY_COMPLETED');
  return u;
}

/** The wizard's personal and company steps store as the profile does (one way to write them). */
export const savePersonalDetail = (db: Db, u: User, input: PersonalDetailInput) =>
  savePersonal(db, { tenantId: u.tenantId, userId: u.id }, input);
export const saveCompanyDetail = (db: Db, u: User, input: CompanyDetailInput) =>
  saveCompany(db, { tenantId: u.tenantId, userId: u.id }, input);

export function requireDetails(u: User) {
  const company = companyOf(u);
  if (!u.personalDetail || !company) throw conflict('REGISTRATION_INCOMPLETE');
  return { personal: u.personalDetail, company };
}

export const saveContract = (
  db: Db,
  u: User,
  contract: { fileId: string; signer: string; signedAt: Date | null },
) => storeContract(db, u.id, contract);

/** Ends onboarding: the account now awaits an administrator (DA_ATTIVARE), and the administrators are told. */
export async function completeRegistration(
  deps: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> },
  tenant: Tenant,
  u: User,
) {
  const company = companyOf(u);
  if (!u.personalDetail || !company || !u.contractFileId) throw conflict('REGISTRATION_INCOMPLETE');
  const personal = u.personalDetail;
  // The new status and the administrators' e-mails commit together.
  const done = await finishOnboarding(deps.db, tenant.id, u.id, async (tx, status, adminEmails) => {
    const name = [personal.firstName, personal.lastName].filter(Boolean).join(' ');
    await deps.mailer.sendAll(
      adminEmails.map((to) => ({
        tenantId: tenant.id,
        key: `registration-awaits:${u.id}:${to}`,
        to,
        message: awaitingApprovalMail({
          name: name || u.email,
          email: u.email,
          company: company.businessName ?? '',
          url: `${publicBaseUrl(deps.config, tenant)}/user/detail/${u.id}`,
        }),
      })),
      tx,
    );
    return { status };
  });
  if (!done) throw conflict('REGISTRATION_ALREADY_COMPLETED');
  return done.value;
}
