import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { CandidateEntryInput } from '@hrwe/domain';
import type { APIResponse, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { COMPANY, PERSONAL } from '../../apps/server/test/fixtures/identity';
import { admin, baseFor, latestMail, linkIn, PHONE, signInAs, type useBrowser } from './browser';
import { signContract } from './contract';

/**
 * Arrangements through the public HTTP API: the data another journey creates, made the way a person and the product
 * make it (registration, the wizard, the administrator's approval, invitations, tickets, document requests), each
 * person with their own cookies (a browser context's `request`). A spec never writes the database to arrange.
 */

type Browser = ReturnType<typeof useBrowser>;
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
const MAIL_WAIT_MS = 90_000;

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

/** A request made on the report form, through its API: an invitation of the given candidates (every check). */
export async function invitation(
  hr: BrowserContext,
  o: { reference: string; role?: string; purpose?: string; emails: string[]; validDays?: number },
) {
  const init = await (
    await expectStatus(await hr.request.get('/api/report/init'), 200, 'report init')
  ).json();
  const created = await hr.request.post('/api/report/create', {
    data: {
      requestNumber: init.requestNumber,
      referencePerson: o.reference,
      role: o.role ?? 'Magazziniere',
      purpose: o.purpose ?? 'MANAGEMENT',
      validEndDate: new Date(Date.now() + (o.validDays ?? 10) * 86_400_000).toISOString().slice(0, 10),
      emailAddresses: o.emails,
    },
  });
  expect(created.status()).toBe(201);
  return init.requestNumber as string;
}

/** A candidate's data as they enter it (a valid fiscal code with its check character, an address in Pisa). */
export const candidateEntryOf = (firstName: string, lastName: string): CandidateEntryInput => ({
  firstName,
  lastName,
  codiceFiscale: 'RSSMRA85T10A562S',
  dateOfBirth: '1985-12-10',
  via: 'Via',
  indirizzo: 'Roma',
  civico: '10',
  cap: '56017',
  provincia: 'PI',
  citta: 'Pisa',
});

/**
 * The candidate's part of the reports journey, through the API: they open the e-mailed link of the invitation on a
 * phone, consent and enter their data.
 */
export async function answeredInvitation(
  browser: Browser,
  o: { email: string; companyName: string; entry: CandidateEntryInput; host?: string },
) {
  const link = linkIn(await latestMail(o.email, o.companyName, MAIL_WAIT_MS), '/report/');
  const [, requestNumber, uuid] = /\/report\/([^/]+)\/([0-9a-f-]{36})/.exec(link)!;
  const candidate = await browser.context({ viewport: PHONE, host: o.host, api: !!o.host });
  /** One of the candidate's own calls on their link (`privacy/update`, `update`, `rights/contest`…). */
  const call = (path: string, data: unknown) =>
    candidate.request.post(`/api/report/candidate/${path}/${requestNumber}/${uuid}`, { data });
  expect(
    (await call('privacy/update', { choice: true, textVersion: 'privacy-candidato-2026-01' })).status(),
  ).toBe(200);
  expect((await call('update', o.entry)).status()).toBe(200);
  return { link, requestNumber: requestNumber!, uuid: uuid!, candidate, call };
}

/**
 * The reports journey's part, through the API: the HR user invites one candidate (every check pertinent to
 * MANAGEMENT), the candidate opens the e-mailed link on a phone, consents and enters their data.
 */
export async function enteredCandidate(
  browser: Browser,
  hr: BrowserContext,
  o: {
    email: string;
    companyName: string;
    reference: string;
    role: string;
    entry: CandidateEntryInput;
    host?: string;
  },
) {
  await invitation(hr, { reference: o.reference, role: o.role, emails: [o.email] });
  return answeredInvitation(browser, o);
}

export type CandidateReport = {
  candidate: {
    uuid: string;
    email: string;
    status: string;
    firstName: string | null;
    codiceFiscale: string | null;
    dateOfBirth: string | null;
  };
  providers: { callCrifAndCribis?: boolean; callCerved?: boolean };
  consents: { choice: 'given' | 'refused' | 'withdrawn'; noticeVersion: string }[];
};

/** A candidate's report as its HR user (or an administrator) reads it through the report screen's call. */
export async function candidateReport(reader: BrowserContext, requestNumber: string, uuid: string) {
  const res = await expectStatus(
    await reader.request.get(`/api/report/candidate/get/${requestNumber}/${uuid}`),
    200,
    'candidate report',
  );
  return (await res.json()) as CandidateReport;
}

/** The candidate's state as the report reads it (COMPLETE once the checks are done). */
export async function candidateStatus(reader: BrowserContext, requestNumber: string, uuid: string) {
  return (await candidateReport(reader, requestNumber, uuid)).candidate.status;
}

/** Waits until the job workers have run a candidate's checks (the request's list says COMPLETE). */
export async function completedCandidate(hr: BrowserContext, requestNumber: string, uuid: string) {
  await expect
    .poll(() => candidateStatus(hr, requestNumber, uuid), { timeout: 40_000, interval: 500 })
    .toBe('COMPLETE');
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

/**
 * Cancels an HR user's pending request as an integration does, through the public API v1 with an API key of the
 * user's (made on the profile's API keys call): the request ends expired (EXPIRE).
 */
export async function cancelledRequest(hr: BrowserContext, requestNumber: string) {
  const key = await (
    await expectStatus(
      await hr.request.post('/api/profile/api-keys', { data: { name: `Annullo ${requestNumber}` } }),
      201,
      'API key',
    )
  ).json();
  await expectStatus(
    await hr.request.post(`/api/v1/requests/${requestNumber}/cancel`, {
      headers: { authorization: `Bearer ${key.secret}` },
    }),
    200,
    'request cancelled',
  );
}
