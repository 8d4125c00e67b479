import type { CandidateEntryInput } from '@hrwe/domain';
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { type Browser, expectStatus, MAIL_WAIT_MS } from './arrange';
import { latestMail, linkIn, PHONE } from './browser';

/** Arrangements of the reports journey through the API: an HR user's requests, their candidates' answers, results. */

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
