import type { CandidateEntryInput } from '@hrwe/domain';
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords';
import { LAPTOP, latestMail, linkIn, PHONE, query, signInAs, type useBrowser } from './browser';

type Browser = ReturnType<typeof useBrowser>;
type Person = { email: string; password: string; firstName: string; lastName: string; companyName: string };

/** An approved HR user of the platform tenant, as the registration journey leaves one, signed in on a laptop. */
export async function approvedHr(browser: Browser, p: Person): Promise<BrowserContext> {
  await query(
    `insert into users (tenant_id, email, password_hash, role, status, verified, first_name, last_name, company_name)
     select id, $1, $2, 'ROLE_USER', 'ATTIVATO', true, $3, $4, $5 from tenants where is_platform`,
    [p.email, await hashPassword(p.password), p.firstName, p.lastName, p.companyName],
  );
  const hr = await browser.context({ viewport: LAPTOP });
  await signInAs(hr, p.email, p.password);
  return hr;
}

/**
 * The reports journey's part, through the API: the HR user invites one candidate (every check pertinent to
 * MANAGEMENT), the candidate opens the e-mailed link on a phone, consents and enters their data.
 */
export async function enteredCandidate(
  browser: Browser,
  hr: BrowserContext,
  o: { email: string; companyName: string; reference: string; role: string; entry: CandidateEntryInput },
) {
  const init = await (await hr.request.get('/api/report/init')).json();
  const created = await hr.request.post('/api/report/create', {
    data: {
      requestNumber: init.requestNumber,
      referencePerson: o.reference,
      role: o.role,
      purpose: 'MANAGEMENT',
      validEndDate: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      emailAddresses: [o.email],
    },
  });
  expect(created.status()).toBe(201);
  const link = linkIn(await latestMail(o.email, o.companyName), '/report/');
  const [, requestNumber, uuid] = /\/report\/([^/]+)\/([0-9a-f-]{36})/.exec(link)!;
  const candidate = await browser.context({ viewport: PHONE });
  /** One of the candidate's own calls on their link (`privacy/update`, `update`, `rights/contest`…). */
  const call = (path: string, data: unknown) =>
    candidate.request.post(`/api/report/candidate/${path}/${requestNumber}/${uuid}`, { data });
  expect(
    (await call('privacy/update', { choice: true, textVersion: 'privacy-candidato-2026-01' })).status(),
  ).toBe(200);
  expect((await call('update', o.entry)).status()).toBe(200);
  return { link, requestNumber: requestNumber!, uuid: uuid!, candidate, call };
}
