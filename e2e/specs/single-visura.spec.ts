import { describe, expect, it } from 'vitest';
import { approvedHr } from '../support/arrange';
import { candidateReport } from '../support/arrange-requests';
import { PHONE, shot, signInAs, useBrowser } from '../support/browser';
import { statePurpose } from '../support/purpose';
import { fillVisura } from '../support/visura';

const browser = useBrowser();
const HR = 'e2e.visura@example.it';
const PASSWORD = 'Password123!Strong';
const GREEN = 'RSSMRA80A01H501U';

describe('single visura from its screen', () => {
  it('shows errors under the fields, reads typed Italian dates, obeys the switches and lands on the report', async () => {
    const ctx = await approvedHr(browser, {
      email: HR,
      password: PASSWORD,
      firstName: 'Vera',
      lastName: 'Visure',
      companyName: 'Visure Srl',
    });
    const page = await ctx.newPage();
    await page.goto('/report/create-new-visura');
    const requestNumber = page.getByLabel('Numero richiesta');
    await expect.poll(() => requestNumber.inputValue(), { timeout: 10_000 }).toMatch(/^\d{4}-\d{6}$/);

    // An empty submit: the button is enabled, every error is under its field, no dialog.
    const submit = page.getByRole('button', { name: 'Crea visura' });
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    await page.getByText('Il nome è obbligatorio').waitFor();
    await page.getByText('La data di nascita è obbligatoria').waitFor();
    await page.getByText('La via è obbligatoria').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await shot(page, 'visura-errors');

    // The birth date's calendar opens about 30 years back, not at the youngest allowed year.
    await page.getByRole('button', { name: 'Apri il calendario' }).click();
    const thirtyYearsAgo = String(new Date().getFullYear() - 30);
    await page
      .getByRole('button', { name: new RegExp(thirtyYearsAgo) })
      .first()
      .waitFor();
    await page.keyboard.press('Escape');

    // Typed dates are read day first, whatever the separator; a date that does not exist is refused under the field.
    const birth = page.getByLabel(/^Data di nascita/);
    for (const [typed, shown] of [
      ['25-12-1985', '25/12/1985'],
      ['25121985', '25/12/1985'],
      ['12/08/1985', '12/08/1985'],
    ] as const) {
      await birth.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.type(typed);
      await page.keyboard.press('Tab');
      expect(await birth.inputValue()).toBe(shown);
    }
    await birth.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('31/02/1985');
    await page.keyboard.press('Tab');
    await submit.click();
    await page.getByText('Data non valida').waitFor();
    await birth.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Escape');

    await statePurpose(page, 'Cassiere');
    await fillVisura(page, {
      firstName: 'Mario',
      lastName: 'Rossi',
      codiceFiscale: GREEN,
      dateOfBirth: '01/01/1980',
      indirizzo: 'Roma',
      civico: '1',
      cap: '00184',
      provincia: 'RM',
      citta: 'Roma',
    });
    expect(await birth.inputValue()).toBe('01/01/1980');

    // Both providers off: the button says why instead of creating anything.
    await page.getByRole('switch', { name: /^Cerved/ }).click();
    await submit.click();
    await page.getByRole('alert').filter({ hasText: 'Seleziona almeno un fornitore.' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await shot(page, 'visura-no-provider');

    // CRIF and CRIBIS on: confirm, then the candidate's report.
    await page.getByRole('switch', { name: /^CRIF e CRIBIS/ }).click();
    await submit.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Confermi la creazione della visura?').waitFor();
    await shot(page, 'visura-confirm');
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await page.waitForURL(/\/report\/\d{4}-\d{6}\/candidate\/detail\/[0-9a-f-]{36}$/);
    await page.getByText('Punteggio 6 su 100').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('candidate-title').textContent()).toBe('Dettaglio Mario Rossi');
    expect(await page.getByText('01-01-1980').count()).toBeGreaterThan(0);
    await shot(page, 'visura-report');

    // What was stored, as the report's own call reads it: the providers chosen and the typed birth date.
    const [, requestNo, uuid] = /\/report\/([^/]+)\/candidate\/detail\/([0-9a-f-]{36})$/.exec(page.url())!;
    const report = await candidateReport(ctx, requestNo!, uuid!);
    expect({
      crif: report.providers.callCrifAndCribis,
      cerved: report.providers.callCerved,
      dateOfBirth: report.candidate.dateOfBirth,
      codiceFiscale: report.candidate.codiceFiscale,
    }).toEqual({ crif: true, cerved: false, dateOfBirth: '1980-01-01', codiceFiscale: GREEN });
  });

  it('fits a phone: the fields stack and the button is reachable', async () => {
    const ctx = await browser.context({ viewport: PHONE });
    await signInAs(ctx, HR, PASSWORD);
    const page = await ctx.newPage();
    await page.goto('/report/create-new-visura');
    await page.getByRole('button', { name: 'Crea visura' }).click();
    await page.getByText('Il nome è obbligatorio').waitFor();
    await shot(page, 'visura-errors-phone');
  });
});
