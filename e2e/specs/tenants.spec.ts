import { describe, expect, it } from 'vitest';
import { adminContext, approvedHr } from '../support/arrange';
import { candidateEntryOf, completedCandidate, invitation } from '../support/arrange-requests';
import { admin, latestMail, linkIn, shot, signInAs, useBrowser } from '../support/browser';

const browser = useBrowser();
const HOST = 'tenant2.localhost';
const ADMIN2 = { email: 'admin@brand2.it', password: 'Password123!Brand2' };
const LOGO = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32"><rect width="120" height="32" fill="#aa3300"/><text x="8" y="22" fill="white" font-size="16">BRAND2</text></svg>',
).toString('base64')}`;

describe('white-label tenant', () => {
  it('a platform administrator creates a brand; its host shows its logo; its dashboard tells the truth', async () => {
    const ctx = await browser.context();
    await signInAs(ctx, admin().email, admin().password);
    const page = await ctx.newPage();

    // Create the tenant with its first administrator.
    await page.goto('/tenant');
    await page.getByRole('link', { name: 'Aggiungi tenant' }).click();
    await page.getByLabel('Nome tenant').fill('Brand Due');
    await page.getByLabel('DNS').fill('localhost');
    await page.getByText('Nome host già in uso').waitFor();
    await page.getByLabel('DNS').fill(HOST);
    await page.getByLabel("E-mail dell'amministratore").fill(ADMIN2.email);
    await page.getByLabel("Password dell'amministratore").fill(ADMIN2.password);
    await page.getByRole('button', { name: 'Crea tenant' }).click();
    await page.getByText('Tenant creato con successo').waitFor();
    await page.waitForURL('**/tenant/lista-tenant');
    await page.getByText(HOST).waitFor();

    // Give it a logo and a product name in the public configuration.
    await page.getByRole('link', { name: 'Dettaglio di Brand Due' }).click();
    const pub = page.getByTestId('config-public');
    await pub.waitFor();
    const edit = async (value: string) => {
      await pub.getByText('-', { exact: true }).first().dblclick();
      await pub.getByRole('textbox').fill(value);
      await pub.getByRole('textbox').press('Enter');
    };
    await edit('LOGO');
    await edit(LOGO);
    await pub.getByRole('button', { name: 'Aggiungi riga' }).click();
    await edit('PRODUCT_NAME');
    await edit('Brand Due HR');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Tenant aggiornato con successo').waitFor();
    await page.waitForURL(/\/tenant$/);
    await shot(page, 'tenants-list');

    // The tenant's host shows its brand, and its administrator signs in there.
    const ctx2 = await browser.context({ host: HOST });
    const p2 = await ctx2.newPage();
    await p2.goto('/sso');
    const logo = p2.getByRole('img', { name: /Brand Due HR/ }).first();
    await logo.waitFor();
    expect(await logo.getAttribute('src')).toBe(LOGO);
    await p2.getByLabel('E-mail').fill(ADMIN2.email);
    await p2.getByLabel(/^Password/).fill(ADMIN2.password);
    await p2.getByRole('button', { name: 'Accedi' }).click();
    await p2.waitForURL('**/home');
    await p2.getByTestId('count-all-candidates').waitFor();
    expect(await p2.getByTestId('count-completed-candidates').textContent()).toBe('0');

    // What the platform's own dashboard counts before anything happens in the brand.
    const platformReports = (await (await ctx.request.get('/api/report/dashboard/count')).json())
      .totalReports;

    // A report with one candidate arrives in this tenant (prepared through the API on its host): an HR user
    // registers there, onboards, the brand's administrator approves them, and they invite a candidate.
    const brandAdmin = await adminContext(browser, { host: HOST, ...ADMIN2 });
    const hr = await approvedHr(
      browser,
      {
        email: 'hr@brand2.it',
        password: 'Password123!Ugo2',
        firstName: 'Ugo',
        lastName: 'Due',
        companyName: 'Due S.r.l.',
      },
      { host: HOST, admin: brandAdmin },
    );
    await brandAdmin.close();
    await invitation(hr, { reference: 'Ufficio HR', emails: ['anna@example.it'] });
    const link = new URL(linkIn(await latestMail('anna@example.it', 'Due S.r.l.', 90_000), '/report/'))
      .pathname;
    const [, requestNumber, uuid] = /\/report\/([^/]+)\/([0-9a-f-]{36})/.exec(link)!;
    // The candidate's pages speak of the tenant's product, never of HR.We.
    const candidateCtx = await browser.context({ host: HOST });
    const candidate = await candidateCtx.newPage();
    await candidate.goto(link);
    await candidate.getByText('Brand Due HR richiede il tuo consenso a utilizzare i dati').waitFor();
    await candidate.getByText(/che si avvale della piattaforma Brand Due HR\./).waitFor();
    expect(await candidate.getByText(/HR\.We/).count()).toBe(0);
    await shot(candidate, 'tenants-brand-candidate-notice');

    await p2.reload();
    await expect.poll(() => p2.getByTestId('count-all-candidates').textContent()).toBe('1');
    expect(await p2.getByTestId('count-adhesion').textContent()).toBe('0%');
    // The candidate consents and enters the data on the link (the reports journey's calls, made from an API-only
    // context: Node does not resolve the tenant's *.localhost host as the browser does); the checks complete.
    const candidateApi = await browser.context({ host: HOST, api: true });
    const call = (path: string, data: unknown) =>
      candidateApi.request.post(`/api/report/candidate/${path}/${requestNumber}/${uuid}`, { data });
    expect(
      (await call('privacy/update', { choice: true, textVersion: 'privacy-candidato-2026-01' })).status(),
    ).toBe(200);
    expect((await call('update', candidateEntryOf('Anna', 'Neri'))).status()).toBe(200);
    await completedCandidate(hr, requestNumber!, uuid!);
    // The success page: one period after a company name that ends with one, and the tenant's team.
    await candidate.goto(`${link}/success`);
    await candidate
      .getByText('Il tuo profilo è stato inviato correttamente al responsabile HR di Due S.r.l.', {
        exact: true,
      })
      .waitFor();
    await candidate.getByText('Il team di Brand Due HR').waitFor();
    await p2.reload();
    await expect.poll(() => p2.getByTestId('count-completed-candidates').textContent()).toBe('1');
    expect(await p2.getByTestId('count-adhesion').textContent()).toBe('100%');
    expect(await p2.getByTestId('count-total-reports').textContent()).toBe('1');
    await shot(p2, 'tenants-brand-dashboard');

    // The platform's own dashboard does not count the other brand's report.
    await page.goto('/home');
    await page.getByTestId('count-total-reports').waitFor();
    await expect
      .poll(() => page.getByTestId('count-total-reports').textContent())
      .toBe(String(platformReports));
  });
});
