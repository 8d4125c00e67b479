import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { approvedHr } from '../support/arrange';
import { LAPTOP, shot, useBrowser } from '../support/browser';
import { statePurpose } from '../support/purpose';

const browser = useBrowser();
const HR = 'e2e.pertinenza@example.it';
const PASSWORD = 'Password123!Strong';

/** Every check switch a request form can have, by its name on the screen. */
const ALL_SWITCHES = [
  'CRIF e CRIBIS',
  'Cerved',
  'Punteggio della persona',
  'Cella censuaria',
  'Stima avanzata',
  'Eventi negativi (indicatori)',
  'Eventi negativi (dettagli)',
  'Società collegate',
];

/** The switches the form shows, as a person finds them: by role and name (the name starts with the title). */
async function shownSwitches(page: Page) {
  const shown: string[] = [];
  for (const name of ALL_SWITCHES) {
    const exactStart = new RegExp(`^${name.replace(/[()]/g, '\\$&')}`);
    if ((await page.getByRole('switch', { name: exactStart }).count()) > 0) shown.push(name);
  }
  return shown;
}

describe('pertinence gate on the request screens (Statuto dei Lavoratori art. 8)', () => {
  it('shows only the switches pertinent to the chosen purpose', async () => {
    const ctx = await approvedHr(
      browser,
      {
        email: HR,
        password: PASSWORD,
        firstName: 'Pia',
        lastName: 'Pertinente',
        companyName: 'Pertinente Srl',
      },
      { viewport: LAPTOP },
    );
    const page = await ctx.newPage();

    // Single visura, "Altro": only the negative events (Cerved and its two negative-event switches).
    await page.goto('/report/create-new-visura');
    await statePurpose(page, 'Magazziniere', 'Altro');
    await page.getByTestId('pertinent-switches').waitFor();
    expect(await shownSwitches(page)).toEqual([
      'Cerved',
      'Eventi negativi (indicatori)',
      'Eventi negativi (dettagli)',
    ]);
    expect(await page.getByRole('switch', { name: /^CRIF e CRIBIS/ }).count()).toBe(0);
    await shot(page, 'pertinence-visura-other');

    // "Accesso ai conti aziendali": the credit bureau too, still no company holdings nor income estimate.
    await page
      .getByLabel(/^Finalità/)
      .first()
      .click();
    await page.getByRole('option', { name: 'Accesso ai conti aziendali', exact: true }).click();
    expect(await shownSwitches(page)).toEqual([
      'CRIF e CRIBIS',
      'Cerved',
      'Punteggio della persona',
      'Eventi negativi (indicatori)',
      'Eventi negativi (dettagli)',
    ]);
    expect(await page.getByRole('switch', { name: /^Società collegate/ }).count()).toBe(0);
    expect(await page.getByRole('switch', { name: /^Stima avanzata/ }).count()).toBe(0);

    // The request form: role and purpose before the e-mails, the same switches for the same purpose.
    await page.goto('/report/create-new-report');
    await statePurpose(page, 'Cassiere', 'Maneggio di denaro o pagamenti');
    await page.getByTestId('pertinent-switches').waitFor();
    const cash = await shownSwitches(page);
    expect(cash).toContain('CRIF e CRIBIS');
    expect(cash).toContain('Stima avanzata');
    expect(cash).not.toContain('Società collegate');
    await shot(page, 'pertinence-request-cash');
  });
});
