import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { APIResponse, BrowserContext } from 'playwright-core';
import { COMPANY, PERSONAL } from '../../apps/server/test/fixtures/identity';
import { admin, baseFor, latestMail, linkIn, signInAs, type useBrowser } from './browser';
import { signContract } from './contract';

/**
 * Arrangements through the public HTTP API: the data another journey creates, made the way a person and the product
 * make it, each person with their own cookies (a browser context's `request`). A spec never writes the database to
 * arrange. Here HR users and administrators (registration, the wizard, approval, prices); a request's candidates and
 * results are in arrange-requests.ts.
 */

export type Browser = ReturnType<typeof useBrowser>;
type Viewport = { width: number; height: number };

export type Person = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  companyName: string;
};

export type HrOptions = {
  /** A white-label tenant's host name (the platform's when unset). */
  host?: string;
  viewport?: Viewport;
  /** The price of a single report the administrator sets, in euros as typed ('12,50'). */
  cost?: string;
  /** The default provider set the administrator chooses with the price. */
  reportDefault?: 'cc' | 'ce';
  /** The personal detail's fields over the defaults (telephoneNumber, dateOfBirth…). */
  personal?: Record<string, string>;
  /** The company detail's fields over the defaults (companyResidenceCity…). */
  company?: Record<string, string>;
};

/** The wizard's personal step for a person: a valid Italian identity (fiscal code with its check character). */
export const personalDetailOf = (p: Person, extra: Record<string, string> = {}) => ({
  ...PERSONAL,
  firstName: p.firstName,
  lastName: p.lastName,
  fiscalCode: 'RSSMRA80A01H501U',
  ...extra,
});

/** The wizard's company step for a person's company (a VAT number with its check digit). */
export const companyDetailOf = (p: Person, extra: Record<string, string> = {}) => ({
  ...COMPANY,
  businessName: p.companyName,
  businessEmail: `info@${slug(p.companyName)}.example.it`,
  companyPec: `pec@${slug(p.companyName)}.example.it`,
  ...extra,
});

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'azienda';

/**
 * How long an arrangement waits for its e-mail: the mail job may still be sending another journey's thousands of
 * invitations (bulk-invitations), and the arrangement's own mail comes after them.
 */
export const MAIL_WAIT_MS = 90_000;

/** Fails with the call's answer when a call of an arrangement does not answer as expected. */
export async function expectStatus(res: APIResponse, status: number, what: string) {
  if (res.status() !== status)
    throw new Error(`${what}: ${res.status()} ${await res.text()} (expected ${status})`);
  return res;
}

/**
 * The loopback address a person's computer has: people register from their own machines, so the per-address limit
 * of registrations (20 in 10 minutes) counts each arranged person apart from the journeys typing in the browser.
 */
function addressOf(email: string) {
  const h = createHash('sha256').update(email).digest();
  return `127.${1 + (h[0]! % 250)}.${h[1]!}.${1 + (h[2]! % 250)}`;
}

/** `POST /api/user/register/` from the person's own address (the one call that needs no cookie). */
function registerFrom(email: string, password: string, host?: string) {
  const base = new URL(baseFor(host));
  const body = JSON.stringify({
    email,
    password,
    repeatPassword: password,
    termsAccepted: true,
    privacyAccepted: true,
  });
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: Number(base.port),
        localAddress: addressOf(email),
        path: '/api/user/register/',
        method: 'POST',
        headers: {
          host: base.host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A person who registered and confirmed the e-mail with the link of the mail, signed in at the start of the wizard
 * (IN_REGISTRAZIONE). Without `confirm` the link stays unused: the e-mail is not verified.
 */
export async function registeredHr(
  browser: Browser,
  p: Pick<Person, 'email' | 'password'>,
  o: { host?: string; viewport?: Viewport; confirm?: boolean } = {},
) {
  // On a tenant's host, an API-only person (see useBrowser); on the platform a browser a journey may go on with.
  const ctx = await browser.context({ viewport: o.viewport, host: o.host, api: !!o.host });
  const registered = await registerFrom(p.email, p.password, o.host);
  if (registered.status !== 201)
    throw new Error(`registration of ${p.email}: ${registered.status} ${registered.text}`);
  const link = linkIn(await latestMail(p.email, 'Conferma', MAIL_WAIT_MS), '/registrazione/');
  if (o.confirm === false) return { ctx, registerId: null };
  const code = link.split('/registrazione/')[1]!;
  await expectStatus(await ctx.request.post(`/api/user/register/activate/${code}`), 200, 'activation');
  await signInAs(ctx, p.email, p.password);
  const progress = await (
    await expectStatus(await ctx.request.get('/api/user/register/complete/check'), 200, 'progress')
  ).json();
  return { ctx, registerId: progress.registerId as string };
}

/**
 * An HR user who finished onboarding through the wizard's calls (personal and company detail, the contract template
 * signed and uploaded, registration completed) and now awaits approval (DA_ATTIVARE): signed out, as the wizard
 * leaves them. Returns their browser context and user id.
 */
export async function pendingHr(browser: Browser, p: Person, o: HrOptions = {}) {
  const { ctx, registerId } = await registeredHr(browser, p, o);
  const id = registerId!;
  const call = (step: string, data: unknown) =>
    ctx.request.post(`/api/user/register/${step}/${id}`, { data });
  await expectStatus(await call('personal-detail', personalDetailOf(p, o.personal)), 200, 'personal detail');
  await expectStatus(await call('company-detail', companyDetailOf(p, o.company)), 200, 'company detail');
  const template = await expectStatus(
    await ctx.request.get(`/api/user/register/contract-document/${id}/template`),
    200,
    'contract template',
  );
  const signed = signContract(await template.body(), `${p.firstName} ${p.lastName}`);
  await expectStatus(
    await ctx.request.post(`/api/user/register/contract-document/${id}`, {
      multipart: {
        file: {
          name: path.basename(signed),
          mimeType: 'application/octet-stream',
          buffer: fs.readFileSync(signed),
        },
      },
    }),
    200,
    'signed contract',
  );
  fs.rmSync(path.dirname(signed), { recursive: true, force: true });
  await expectStatus(
    await ctx.request.post(`/api/user/register/complete/${id}`),
    200,
    'registration complete',
  );
  return { ctx, id };
}

/** The administrator of a tenant (the platform's first administrator unless given), signed in through the API. */
export async function adminContext(
  browser: Browser,
  o: { host?: string; email?: string; password?: string } = {},
) {
  const ctx = await browser.context({ host: o.host, api: true });
  await signInAs(ctx, o.email ?? admin().email, o.password ?? admin().password);
  return ctx;
}

/** The administrator's action on an HR user from the user list (APPROVA, RIFIUTA, DISABLE, ABILITA). */
export async function changeStatus(adminCtx: BrowserContext, id: string, action: string) {
  // A refusal states its reason (the refused user's e-mail gives it).
  const reason = action === 'RIFIUTA' ? { reason: 'Registrazione di prova rifiutata' } : {};
  await expectStatus(
    await adminCtx.request.post('/api/user/update/status', { data: { id, action, ...reason } }),
    200,
    `${action} of ${id}`,
  );
}

/** The price an arrangement's administrator sets when the journey names none: approval needs one. */
const DEFAULT_COST = '10,00';

/** The administrator's price of a single report for an HR user, in euros as typed ('12,50'). */
export async function setPrice(adminCtx: BrowserContext, id: string, cost: string) {
  await expectStatus(
    await adminCtx.request.post(`/api/user/client/cost/${id}`, { data: { cost } }),
    200,
    'price',
  );
}

/**
 * An approved HR user, as the registration journey and the administrator's approval leave one (with the price and
 * default provider when given), signed in (the browser's default size, or `viewport`).
 */
export async function approvedHr(
  browser: Browser,
  p: Person,
  o: HrOptions & { admin?: BrowserContext } = {},
): Promise<BrowserContext> {
  return (await approvedHrWithId(browser, p, o)).ctx;
}

/** `approvedHr` with the user's id (for the administrator's screens of that user). */
export async function approvedHrWithId(
  browser: Browser,
  p: Person,
  o: HrOptions & { admin?: BrowserContext } = {},
) {
  const { ctx, id } = await pendingHr(browser, p, o);
  const adm = o.admin ?? (await adminContext(browser, { host: o.host }));
  await setPrice(adm, id, o.cost ?? DEFAULT_COST);
  await changeStatus(adm, id, 'APPROVA');
  if (o.reportDefault)
    await expectStatus(
      await adm.request.post(`/api/user/client/reportDefault/${id}`, {
        data: { reportDefault: o.reportDefault },
      }),
      200,
      'default provider',
    );
  if (!o.admin) await adm.close();
  await signInAs(ctx, p.email, p.password);
  return { ctx, id };
}

/**
 * An HR user in any state an administrator leaves one in: awaiting approval (DA_ATTIVARE), approved (ATTIVATO),
 * refused (RIFIUTATO) or disabled after approval (DISABILITATO). Signed out. With `cost`, the price is set first
 * (an approval needs it; a user awaiting approval can then be approved).
 */
export async function hrInStatus(
  browser: Browser,
  p: Person,
  status: 'DA_ATTIVARE' | 'ATTIVATO' | 'RIFIUTATO' | 'DISABILITATO',
  o: HrOptions & { admin?: BrowserContext } = {},
) {
  const { ctx, id } = await pendingHr(browser, p, o);
  if (status === 'DA_ATTIVARE' && !o.cost) return { ctx, id };
  const adm = o.admin ?? (await adminContext(browser, { host: o.host }));
  if (status === 'DA_ATTIVARE') await setPrice(adm, id, o.cost!);
  else if (status === 'RIFIUTATO') await changeStatus(adm, id, 'RIFIUTA');
  else {
    await setPrice(adm, id, o.cost ?? DEFAULT_COST);
    await changeStatus(adm, id, 'APPROVA');
  }
  if (status === 'DISABILITATO') await changeStatus(adm, id, 'DISABLE');
  if (!o.admin) await adm.close();
  return { ctx, id };
}

/** An HR user as the administrator's user detail reads them (status, price in cents, default provider). */
export async function clientOf(adminCtx: BrowserContext, id: string) {
  const res = await expectStatus(await adminCtx.request.get(`/api/user/client/${id}`), 200, 'user detail');
  return (await res.json()) as {
    status: string;
    singleUserReportCost: number | null;
    reportDefault: 'cc' | 'ce' | null;
  };
}

/** The platform tenant as the platform administrator's tenant list shows it (the first tenant created). */
export async function platformTenant(platformAdmin: BrowserContext) {
  const res = await expectStatus(
    await platformAdmin.request.get('/api/config/admin/all?sort=created:asc'),
    200,
    'tenant list',
  );
  const list = (await res.json()) as { data: { id: number; name: string; dns: string }[] };
  return list.data[0]!;
}
