import { describe, expect, it } from 'vitest';
import { approvedHr } from '../support/arrange';
import { latestMail, linkIn, PHONE, shot, useBrowser } from '../support/browser';
import { clickMenuItem } from '../support/menu';
import { statePurpose } from '../support/purpose';

const browser = useBrowser();
const HR = 'e2e.reports@example.it';
const PASSWORD = 'Password123!Strong';
const CANDIDATE = 'e2e.candidato@example.it';
const REFUSING = 'e2e.rifiuta@example.it';

describe('report request to candidate', () => {
  it('an HR user invites two candidates: one consents and sends the data from a phone, the other refuses', async () => {
    const hr = await approvedHr(browser, {
      email: HR,
      password: PASSWORD,
      firstName: 'Laura',
      lastName: 'Verdi',
      companyName: 'Alfa E2E Spa',
    });
    /** The consent evidence of a candidate's link, as the HR user's report of that candidate lists it. */
    const consentsOf = async (candidateLink: string) => {
      const [, requestNumber, uuid] = /\/report\/([^/]+)\/([0-9a-f-]{36})/.exec(candidateLink)!;
      const res = await hr.request.get(`/api/report/candidate/get/${requestNumber}/${uuid}`);
      expect(res.status()).toBe(200);
      return ((await res.json()).consents as { choice: string }[]).map((c) => c.choice);
    };
    const page = await hr.newPage();
    await page.goto('/report/create-new-report');
    await page.getByLabel(/Nome del report/).fill('Selezione E2E');
    await statePurpose(page, 'Responsabile acquisti');
    await page.getByLabel('E-mail candidato 1').fill(CANDIDATE);
    await page.getByRole('button', { name: "Aggiungi un'e-mail" }).click();
    await page.getByLabel('E-mail candidato 2').fill(REFUSING);
    await page.getByLabel(/Data di fine validità/).click();
    await page.locator('table button:not([data-disabled])').last().click();
    await page.getByRole('button', { name: 'Invia richiesta' }).click();
    await page.getByText(/invierà automaticamente/).waitFor();
    await page.getByRole('button', { name: 'Conferma', exact: true }).click();
    await page.waitForURL(/\/report\/report-history/);
    await page.getByRole('cell', { name: 'Selezione E2E' }).waitFor();
    await shot(page, 'reports-history');

    const mail = await latestMail(CANDIDATE, 'Alfa E2E Spa');
    const link = linkIn(mail, '/report/');
    const candidate = await browser.context({ viewport: PHONE });
    const phone = await candidate.newPage();
    // The data form is not open before the consent: its address leads back to the notice.
    await phone.goto(`${link}/entry`);
    await phone.waitForURL(new RegExp(`${new URL(link).pathname}$`));
    await phone.getByText('HR.We richiede il tuo consenso a utilizzare i dati').waitFor();
    expect(await phone.getByText(/Alfa E2E Spa/).count()).toBeGreaterThan(0);
    // Next stays enabled: pressed before ticking the box, it says what is missing under it.
    await phone.getByLabel('Acconsento', { exact: true }).check();
    await phone.getByRole('button', { name: 'Avanti' }).click();
    await phone.getByText("Conferma di aver letto l'informativa per proseguire").waitFor();
    await phone.getByLabel(/Ho letto l'informativa/).check();
    await phone.getByRole('button', { name: 'Avanti' }).click();
    await phone.waitForURL(/\/entry$/);
    await phone.getByLabel(/^Nome/).fill('Mario');
    await phone.getByLabel(/^Cognome/).fill('Rossi');
    await phone.getByLabel(/Codice fiscale/).fill('RSSMRA85T10A562S');
    await phone.getByLabel(/Data di nascita/).click();
    await phone.keyboard.type('10-12-1985');
    await phone.keyboard.press('Escape');
    await phone
      .getByLabel(/Via, Viale/)
      .first()
      .click();
    await phone.getByRole('option', { name: 'Via', exact: true }).click();
    await phone.getByLabel(/^Indirizzo/).fill('Roma');
    await phone.getByLabel(/Numero civico/).fill('10');
    await phone.getByLabel(/^CAP/).fill('56017');
    await phone.getByLabel(/^Provincia/).fill('PI');
    await phone.getByLabel(/^Città/).fill('Pisa');
    await phone.getByRole('button', { name: 'Invia' }).click();
    await phone.getByRole('button', { name: 'Conferma', exact: true }).click();
    await phone.getByText('Ottimo, hai fatto tutto!').waitFor();
    await shot(phone, 'reports-candidate-success');

    expect(await consentsOf(link)).toEqual(['given']);

    // A link of another request does not open.
    await phone.goto(link.replace(/[0-9a-f]{12}$/, '000000000000'));
    await phone.getByTestId('link-invalid').waitFor();

    // The second candidate refuses: the refusal is recorded and the flow ends politely.
    const refusal = await (await browser.context({ viewport: PHONE })).newPage();
    const refusingLink = linkIn(await latestMail(REFUSING, 'Alfa E2E Spa'), '/report/');
    await refusal.goto(refusingLink);
    await refusal.getByLabel('Non Acconsento', { exact: true }).check();
    await refusal.getByRole('button', { name: 'Conferma che non acconsento' }).click();
    await refusal.getByTestId('consent-refused').waitFor();
    await shot(refusal, 'reports-candidate-refused');
    expect(await consentsOf(refusingLink)).toEqual(['refused']);

    // The HR user follows progress: one of two completed (after the checks ran), each candidate's state.
    await expect
      .poll(
        async () => {
          await page.goto('/report/report-history');
          const done = page.getByRole('row').filter({ hasText: 'Selezione E2E' }).filter({ hasText: '1/2' });
          return done.waitFor({ timeout: 3_000 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);
    await shot(page, 'reports-history-completion');
    await page
      .getByRole('row', { name: /Selezione E2E/ })
      .getByRole('link', { name: /Dettaglio/ })
      .click();
    await page
      .getByRole('row', { name: new RegExp(CANDIDATE) })
      .getByText('Completato')
      .waitFor();
    const refusedRow = page.getByRole('row', { name: new RegExp(REFUSING) });
    await refusedRow.getByText('Consenso negato').waitFor();
    // No full report for a candidate who refused consent; the one who completed has it.
    expect(await refusedRow.getByRole('link', { name: 'Report completo' }).count()).toBe(0);
    expect(
      await page
        .getByRole('row', { name: new RegExp(CANDIDATE) })
        .getByRole('link', { name: 'Report completo' })
        .count(),
    ).toBe(1);
    await shot(page, 'reports-detail-states');

    // The all-candidates list says the same, and offers the full report only to the candidate who completed.
    // The refusing candidate gave no name and the list shows no e-mail column: the HR user searches the e-mail. (The
    // report's detail has a row of that e-mail too, so the list's page is awaited first.)
    await clickMenuItem(page, 'Report', 'Lista candidati');
    await page.waitForURL(/\/report\/candidate-list/);
    await page.getByLabel('Nome, e-mail, codice fiscale o richiesta').fill(REFUSING);
    await page.getByText('1 risultato', { exact: true }).waitFor();
    const listRefused = page.getByRole('row').filter({ hasText: 'Consenso negato' });
    await listRefused.waitFor();
    expect(await listRefused.getByRole('button', { name: 'Report completo' }).count()).toBe(0);
    await shot(page, 'reports-candidate-list-refused');

    // The home page's counters tell the refusal apart from the candidates still to complete.
    await page.getByRole('navigation').getByText('Home', { exact: true }).first().click();
    const counter = (id: string) => page.getByTestId(id).textContent();
    await expect.poll(() => counter('count-refused-candidates')).toBe('1');
    expect(await counter('count-not-completed-candidates')).toBe('0');
    expect(await counter('count-completed-candidates')).toBe('1');
    expect(await counter('count-all-candidates')).toBe('2');
    await page.getByText('Consenso negato', { exact: true }).waitFor();
    await shot(page, 'reports-home-refused-count');
  });
});
