import { describe, expect, it } from 'vitest';
import { adminContext, clientOf, expectStatus, hrInStatus, platformTenant } from '../support/arrange';
import { downloadHead, LAPTOP, latestMail, shot, useBrowser } from '../support/browser';

const browser = useBrowser();
const ADMIN = 'e2e.giro-admin@hrwe.test';
const PASSWORD = 'Password123!Strong';
const NEW_PASSWORD = 'Giro-Admin-Nuova1!';
const TOKEN = 'GiroAdmin';

/**
 * This journey's own administrator (so its password change touches no other journey), added to the platform tenant
 * by the platform administrator, with the own profile saved; and two HR users who onboarded, one awaiting approval
 * and one approved. All prepared through the API.
 */
async function arrange() {
  const platformAdmin = await adminContext(browser);
  const platform = await platformTenant(platformAdmin);
  await expectStatus(
    await platformAdmin.request.post(`/api/config/admin/${encodeURIComponent(platform.name)}/admin`, {
      data: { email: ADMIN, password: PASSWORD },
    }),
    201,
    'second administrator',
  );
  const own = await adminContext(browser, { email: ADMIN, password: PASSWORD });
  await expectStatus(
    await own.request.post('/api/user/admin/update/personal/detail', {
      data: {
        firstName: 'Giorgio',
        lastName: 'Amministra',
        fiscalCode: 'RSSMRA85T10A562S',
        dateOfBirth: '1980-01-01',
        cityOfBirth: 'Roma',
        countryOfBirth: 'Italia',
        personalResidenceVia: 'Via Appia',
        personalResidenceNCivic: '1',
        personalResidenceCity: 'Roma',
        personalResidenceProvince: 'RM',
        personalResidenceCountry: 'Italia',
        telephoneNumberPrefix: '+39',
        telephoneNumber: '3330001111',
      },
    }),
    200,
    'administrator profile',
  );
  await own.close();
  const ids: Record<string, string> = {};
  for (const [who, status] of [
    ['Rifiutanda', 'DA_ATTIVARE'],
    ['Sospesa', 'ATTIVATO'],
  ] as const) {
    const person = {
      email: `e2e.giro-admin.${who.toLowerCase()}@example.it`,
      password: PASSWORD,
      firstName: 'Carla',
      lastName: who,
      companyName: `${TOKEN} ${who} Srl`,
    };
    const { ctx, id } = await hrInStatus(browser, person, status, { admin: platformAdmin, cost: '9,00' });
    await ctx.close();
    ids[who] = id;
  }
  await platformAdmin.close();
  return ids;
}

/**
 * The administrator's actions the other journeys leave out: refusing, disabling and re-enabling HR users, the
 * status filter and the exports of the user list, the administrator's own profile and password.
 */
describe('administrator journey', () => {
  it('refuses, disables and re-enables HR users, exports the list, edits the own profile and password', async () => {
    const ids = await arrange();
    const ctx = await browser.context({ viewport: LAPTOP });
    /** The user's state as the administrator's user detail reads it (the journey's own session). */
    const statusOf = async (who: string) => (await clientOf(ctx, ids[who]!)).status;
    const page = await ctx.newPage();
    await page.goto('/sso');
    await page.getByLabel('E-mail').fill(ADMIN);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL('**/home');

    // What waits for the administrator (issue 26): each count opens its list, filtered to the same rows. The journeys
    // running beside this one change those counts (each HR user they arrange waits for approval a moment, the seeded
    // lists open tickets): when a change falls between the home's count and the list's, the administrator looks again.
    const waiting = page.getByRole('region', { name: 'In attesa di te' });
    const registrations = Number(
      (await waiting.getByTestId('waiting-registrations').textContent())?.replace(/\D/g, ''),
    );
    expect(registrations).toBeGreaterThanOrEqual(1); // Carla Rifiutanda
    await shot(page, 'admin-journey-home-waiting');
    // The list's total once loaded; zero rows is also what the home page being left (or the list still loading) has,
    // so an empty list is told by its own message.
    const total = page
      .getByText(/^[\d.]+ risultat[oi]$/)
      .or(page.getByText('Non ci sono dati che corrispondono ai filtri selezionati.'));
    for (const [link, testId, url] of [
      ['Registrazioni da approvare', 'waiting-registrations', /\/user\?status=DA_ATTIVARE$/],
      ['Richieste di assistenza aperte', 'waiting-openTickets', /\/help\?status=OPEN$/],
      ['Richieste privacy scadute', 'waiting-overdueRequests', /\/admin\/privacy\?state=OPEN&due=overdue$/],
    ] as const) {
      let seen = { count: -1, listed: -1 };
      await expect
        .poll(
          async () => {
            await page.goto('/home');
            const count = Number((await waiting.getByTestId(testId).textContent())?.replace(/\D/g, ''));
            await waiting.getByRole('link', { name: link }).click();
            await page.waitForURL(url);
            const listed = Number((await total.first().textContent())?.replace(/\D/g, '') || '0');
            seen = { count, listed };
            return count === listed;
          },
          { timeout: 60_000, message: `${link}: the home's count and the rows of the list it opens` },
        )
        .toBe(true);
      if (seen.count === 0)
        expect(
          await page
            .getByRole('row')
            .filter({ has: page.getByRole('cell') })
            .count(),
        ).toBe(0);
    }
    await page.goto('/home');

    // The monthly chart names its months ('nov 2026'), not '11/2026' (issue 26).
    await page.getByText('Mensile', { exact: true }).click();
    const thisMonth = new Intl.DateTimeFormat('it', {
      month: 'short',
      year: 'numeric',
      timeZone: 'Europe/Rome',
    });
    await page
      .getByTestId('reports-chart')
      .getByText(thisMonth.format(new Date()), { exact: true })
      .waitFor();
    await shot(page, 'admin-journey-home-monthly');

    // The user list: the status filter keeps the one awaiting approval; it is refused.
    await page.getByRole('navigation').getByText('Utenti HR', { exact: true }).click();
    await page.getByRole('heading', { name: 'Utenti HR' }).waitFor();
    await page.getByPlaceholder('Nome, e-mail o azienda').fill(TOKEN);
    await page.getByText('2 risultati').waitFor();
    const refused = page.getByRole('row', { name: /Rifiutanda/ });
    const paused = page.getByRole('row', { name: /Sospesa/ });
    await refused.waitFor();
    await paused.waitFor();
    await page.getByRole('combobox', { name: 'Stato' }).click();
    await page.getByRole('option', { name: 'Da attivare' }).click();
    await expect.poll(() => paused.count()).toBe(0);
    await shot(page, 'admin-journey-users-filtered');
    // Refusing asks the reason the user will read: without one nothing is sent (issue 26).
    await refused.getByRole('button', { name: 'Rifiuta' }).click();
    const refusal = page.getByRole('dialog', { name: /Rifiuta la registrazione/ });
    await refusal.getByRole('button', { name: 'Rifiuta' }).click();
    await refusal.getByText(/Scrivi il motivo del rifiuto/).waitFor();
    expect(await statusOf('Rifiutanda')).toBe('DA_ATTIVARE');
    await refusal.getByLabel('Motivo del rifiuto').pressSequentially('Il contratto firmato non è leggibile.');
    await shot(page, 'admin-journey-refusal-reason');
    await refusal.getByRole('button', { name: 'Rifiuta' }).click();
    await expect.poll(() => statusOf('Rifiutanda')).toBe('RIFIUTATO');
    // The refused user's e-mail gives the reason and whom to write to: the brand and the deciding administrator.
    const refusedMail = await latestMail('e2e.giro-admin.rifiutanda@example.it', 'rifiutata');
    expect(refusedMail.text).toContain('Motivo: Il contratto firmato non è leggibile.');
    expect(refusedMail.text).toMatch(new RegExp(`Per chiarimenti scrivi a [^:\\n]+: ${ADMIN}\\.`));
    await page.getByRole('combobox', { name: 'Stato' }).click();
    await page.getByRole('option', { name: 'Rifiutato' }).click();
    await refused.getByText('Rifiutato', { exact: true }).waitFor();

    // A refused user is enabled again; an active one is disabled, then enabled.
    await refused.getByRole('button', { name: 'Abilita' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Abilita' }).click();
    await expect.poll(() => statusOf('Rifiutanda')).toBe('ATTIVATO');
    await page.getByRole('combobox', { name: 'Stato' }).click();
    await page.getByRole('option', { name: 'Attivato' }).click();
    await refused.getByText('Attivato', { exact: true }).waitFor();
    await paused.getByRole('button', { name: 'Disabilita' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disabilita' }).click();
    await expect.poll(() => statusOf('Sospesa')).toBe('DISABILITATO');
    await expect.poll(() => paused.count()).toBe(0);
    await page.getByRole('combobox', { name: 'Stato' }).click();
    await page.getByRole('option', { name: 'Disabilitato' }).click();
    await paused.getByText('Disabilitato', { exact: true }).waitFor();
    await shot(page, 'admin-journey-users-disabled');
    await paused.getByRole('button', { name: 'Abilita' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Abilita' }).click();
    await expect.poll(() => statusOf('Sospesa')).toBe('ATTIVATO');

    // The three status notices sit over the list's toolbar, and a hovered notice does not close (Mantine pauses it):
    // a person moves the pointer away and waits for them to go before reaching the exports.
    await page.mouse.move(0, 0);
    await expect.poll(() => page.getByRole('alert').count(), { timeout: 20_000 }).toBe(0);
    // Both exports of the user list download.
    const xlsx = await downloadHead(page, () => page.getByTestId('export-xlsx').click());
    expect(xlsx.head).toBe('PK\u0003\u0004');
    expect(xlsx.name).toMatch(/Utenti.* - HRWE\.xlsx$/);
    const pdf = await downloadHead(page, () => page.getByTestId('export-pdf').click());
    expect(pdf.head).toBe('%PDF');
    expect(pdf.name).toMatch(/Utenti.* - HRWE\.pdf$/);

    // The administrator's profile: a new phone number, the thank-you message, kept after the reload.
    await page.goto('/admin/personal');
    const phone = page.getByLabel('Telefono');
    await expect.poll(() => phone.inputValue()).toBe('3330001111');
    await phone.fill('3471112222');
    await shot(page, 'admin-journey-profile'); // before saving: the page reloads itself 3 s after the save
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Grazie, i tuoi dati sono stati aggiornati. La pagina verrà ricaricata.').waitFor();
    await reloaded;
    await expect.poll(() => page.getByLabel('Telefono').inputValue()).toBe('3471112222');

    // The administrator's password: changed on /admin/password, the new one signs in.
    await page.goto('/admin/password');
    await page.getByLabel('Password attuale').fill(PASSWORD);
    await page.getByLabel('Nuova password').fill(NEW_PASSWORD);
    await page.getByLabel('Ripeti la password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Conferma' }).click();
    await page.getByText('Password aggiornata con successo.').waitFor();
    await page.getByText('Esci', { exact: true }).click();
    await page.waitForURL('**/sso');
    await page.getByLabel('E-mail').fill(ADMIN);
    await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL('**/home');

    // The administrator's report history has the client column.
    await page.goto('/report/report-history');
    await page.getByRole('columnheader', { name: /Cliente/ }).waitFor();
  });
});
