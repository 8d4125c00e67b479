import { describe, expect, it } from 'vitest';
import { downloadHead, LAPTOP, shot, useBrowser } from '../support/browser';
import { clickMenuItem } from '../support/menu';
import { statePurpose } from '../support/purpose';
import { seedFullLists } from '../support/seed-lists';

const browser = useBrowser();
const PASSWORD = 'Password123!Strong';

/**
 * The HR user's screens the other journeys do not walk through: the dashboard chart's controls, the language
 * switch, the report lists' filters, exports and back links, the PDF of a candidate, the month of consumption,
 * the ticket filter and the profile forms. The requests, candidates, bills and tickets this user already has are
 * arranged (they belong to the journeys that create them: reports, payments, tickets).
 */
describe('HR user journey', () => {
  it('reads the dashboard, filters and exports the report lists, opens a candidate PDF, edits the profile, signs out', async () => {
    const seeded = await seedFullLists(browser, 'e2e.giro-hr', PASSWORD);
    // Sign in through the form; the dashboard's chart follows its controls.
    const ctx = await browser.context({ viewport: LAPTOP });
    const page = await ctx.newPage();
    await page.goto('/sso');
    await page.getByLabel('E-mail').fill(seeded.hr);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL('**/home');
    await page.getByText('Report nel tempo').waitFor();
    const legend = page.locator('.recharts-legend-wrapper');
    await legend.getByText('Tutti').waitFor();
    await page.getByRole('combobox', { name: 'Stato' }).click();
    await page.getByRole('option', { name: 'Aperta' }).click();
    await legend.getByText('Aperta').waitFor();
    // Monthly: the axis names months instead of days ('nov 2026'). (The chart keeps its last answer on screen while
    // the next loads, so its text read once, before, could be the previous filter's and change on its own.)
    const chart = page.getByTestId('reports-chart');
    const thisMonth = new Intl.DateTimeFormat('it', {
      month: 'short',
      year: 'numeric',
      timeZone: 'Europe/Rome',
    });
    await page.getByText('Mensile', { exact: true }).click();
    await chart.getByText(thisMonth.format(new Date()), { exact: true }).waitFor();
    await shot(page, 'hr-journey-dashboard');

    // The interface in English, then back in Italian.
    await page.getByText('EN', { exact: true }).click();
    await page.getByText('Reports over time').waitFor();
    await page.getByText('Sign out', { exact: true }).waitFor();
    await page.getByText('IT', { exact: true }).click();
    await page.getByText('Report nel tempo').waitFor();

    // A new report: three rows, one removed with its minus control; the history shows it with two candidates.
    await page.goto('/report/create-new-report');
    await page.getByLabel(/Nome del report/).fill('Giro HR addetti cassa');
    await statePurpose(page, 'Addetto cassa');
    await page.getByLabel('E-mail candidato 1').fill('giro.hr.uno@example.it');
    await page.getByRole('button', { name: "Aggiungi un'e-mail" }).click();
    await page.getByLabel('E-mail candidato 2').fill('giro.hr.sbagliato@example.it');
    await page.getByRole('button', { name: "Aggiungi un'e-mail" }).click();
    await page.getByLabel('E-mail candidato 3').fill('giro.hr.due@example.it');
    await page.getByRole('button', { name: 'Rimuovi questa e-mail' }).nth(1).click();
    expect(await page.getByLabel('E-mail candidato 2').inputValue()).toBe('giro.hr.due@example.it');
    expect(await page.getByLabel('E-mail candidato 3').count()).toBe(0);
    await page.getByLabel(/Data di fine validità/).click();
    await page.locator('table button:not([data-disabled])').last().click();
    await page.getByRole('button', { name: 'Invia richiesta' }).click();
    await page.getByRole('button', { name: 'Conferma', exact: true }).click();
    await page.waitForURL(/\/report\/report-history/);
    await page
      .getByRole('row', { name: /Giro HR addetti cassa/ })
      .getByText('0/2')
      .waitFor();

    // The history: the name filter keeps one request, the status filter the open ones; both exports download.
    const rows = page.getByRole('row');
    await page.getByLabel('Nome richiesta').fill('addetti logistica 1');
    await page.getByText('4 risultati').waitFor(); // 1, 10, 11, 12
    await expect.poll(() => page.getByRole('row', { name: /Giro HR addetti cassa/ }).count()).toBe(0);
    await page.getByRole('row', { name: /addetti logistica 11/ }).waitFor();
    await page.getByLabel('Nome richiesta').fill('');
    await page.getByText('13 risultati').waitFor();
    await page.getByRole('combobox', { name: 'Stato' }).click();
    await page.getByRole('option', { name: 'Richiesta scaduta' }).click();
    await expect.poll(() => page.getByRole('row', { name: /Giro HR addetti cassa/ }).count()).toBe(0);
    await expect
      .poll(async () => (await rows.allInnerTexts()).slice(1).every((r) => r.includes('Richiesta scaduta')))
      .toBe(true);
    expect(await rows.count()).toBeGreaterThan(1);
    await shot(page, 'hr-journey-history-filtered');
    expect(await downloadHead(page, () => page.getByTestId('export-xlsx').click())).toEqual({
      name: 'Storico dei Report - HRWE.xlsx',
      head: 'PK\u0003\u0004',
    });
    expect(await downloadHead(page, () => page.getByTestId('export-pdf').click())).toEqual({
      name: 'Storico dei Report - HRWE.pdf',
      head: '%PDF',
    });

    // The report's detail and its back link; its candidate table exports too.
    await page.goto(`/report/detail/view/${seeded.requestNumber}`);
    await page.getByRole('row', { name: /candidato\.numero5\./ }).waitFor();
    expect((await downloadHead(page, () => page.getByTestId('export-xlsx').click())).name).toMatch(
      /^Candidates \(Selezione magazzinieri e addetti logistica 1 - .+\) - HRWE\.xlsx$/,
    );
    await page.getByRole('link', { name: 'Torna allo storico' }).click();
    await page.waitForURL(/\/report\/report-history/);

    // All candidates: the search finds one person; the full report's PDF downloads; back returns to the list.
    await clickMenuItem(page, 'Report', 'Lista candidati');
    await page.getByRole('heading', { name: 'Tutti i candidati' }).waitFor();
    await page.getByLabel('Nome, e-mail, codice fiscale o richiesta').fill('candidato.numero7.');
    await page.getByText('1 risultato', { exact: true }).waitFor();
    const found = page.getByRole('row', { name: /Santangelo Bianchi 7/ });
    await found.waitFor();
    await expect.poll(() => rows.count()).toBe(2);
    await shot(page, 'hr-journey-candidates-search');
    await found.getByRole('button', { name: 'Report completo' }).click();
    await page.getByText('Dettaglio Maria Grazia Santangelo Bianchi 7').waitFor();
    expect(
      await downloadHead(page, () => page.getByRole('link', { name: 'Report Candidato' }).click()),
    ).toEqual({
      name: 'Report candidato.pdf',
      head: '%PDF',
    });
    await page.getByTestId('candidate-back').click();
    await page.waitForURL(/\/report\/candidate-list/);

    // Consumption of a month: this month's checks, none the month before.
    await page.goto('/consumption/month');
    await page.getByRole('heading', { name: 'Consumi del mese' }).waitFor();
    await page
      .getByText('Maria Grazia Santangelo Bianchi 5')
      .or(page.getByText(/Santangelo Bianchi 5/))
      .first()
      .waitFor();
    await page.getByTestId('month-select').click();
    const now = new Date();
    await page
      .getByRole('option')
      .nth(12 + now.getMonth() - 1)
      .click();
    await page.getByText('Nessun risultato').waitFor();
    await shot(page, 'hr-journey-month-empty');

    // Tickets: the status filter keeps the closed ones.
    await page.goto('/help');
    await page.getByRole('combobox', { name: 'Stato' }).click();
    await page.getByRole('option', { name: 'Chiuso' }).click();
    await expect
      .poll(async () => (await rows.allInnerTexts()).slice(1).every((r) => /chiuso/i.test(r)))
      .toBe(true);
    expect(await rows.count()).toBeGreaterThan(1);

    // Personal data: Annulla puts back what was typed, Salva keeps the new phone number (the page reloads).
    await page.goto('/profile/personal');
    const phone = page.getByLabel('Telefono');
    await expect.poll(() => phone.inputValue()).toBe('3331234567');
    await phone.fill('3479876543');
    await page.getByRole('button', { name: 'Annulla' }).click();
    expect(await phone.inputValue()).toBe('3331234567');
    await phone.fill('3479876543');
    await shot(page, 'hr-journey-personal'); // before saving: the page reloads itself 2 s after the save
    const personalReloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Dati salvati. La pagina verrà ricaricata.').waitFor();
    await personalReloaded;
    await expect.poll(() => page.getByLabel('Telefono').inputValue()).toBe('3479876543');

    // Company data: a new city.
    await page.goto('/profile/company');
    const city = page.getByLabel('Città');
    await expect.poll(() => city.inputValue()).toBe('Milano');
    await city.fill('Monza');
    const companyReloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Dati salvati. La pagina verrà ricaricata.').waitFor();
    await companyReloaded;
    await expect.poll(() => page.getByLabel('Città').inputValue()).toBe('Monza');
    // What the profile now holds, as its own call reads it back.
    const company = await (await ctx.request.get('/api/user/private/company')).json();
    expect(company.companyDetail.companyResidenceCity).toBe('Monza');

    // Sign out from the sidebar: the guarded pages send back to /sso.
    await page.getByText('Esci', { exact: true }).click();
    await page.waitForURL('**/sso');
    await page.goto('/report/report-history');
    await page.waitForURL('**/sso');
  });
});
