import { describe, expect, it } from 'vitest';
import { approvedHr, cancelledRequest, invitation } from '../support/arrange';
import { LAPTOP, shot, signInAs, useBrowser } from '../support/browser';

const browser = useBrowser();
const PASSWORD = 'Password123!Strong';

/** Issue 26's rough edges on the HR user's side, each driven through the screen. */
describe('HR user: the rough edges of issue 26', () => {
  it('"Torna allo storico" returns to the history with the search and status it had', async () => {
    const hr = await approvedHr(browser, {
      email: 'e2e.ritorno@example.it',
      password: PASSWORD,
      firstName: 'Rita',
      lastName: 'Ritorno',
      companyName: 'Ritorno Srl',
    });
    await invitation(hr, { reference: 'E2E Ritorno uno', emails: ['e2e.ritorno.1@example.it'] });
    await invitation(hr, { reference: 'E2E Ritorno due', emails: ['e2e.ritorno.2@example.it'] });
    await cancelledRequest(
      hr,
      await invitation(hr, { reference: 'E2E Ritorno tre', emails: ['e2e.ritorno.3@example.it'] }),
    );
    await invitation(hr, { reference: 'Altra richiesta', emails: ['e2e.ritorno.4@example.it'] });
    await hr.close();

    const ctx = await browser.context({ viewport: LAPTOP });
    await signInAs(ctx, 'e2e.ritorno@example.it', PASSWORD);
    const page = await ctx.newPage();
    await page.goto('/report/report-history');
    const names = () => page.getByRole('row').filter({ hasText: /E2E Ritorno|Altra richiesta/ });
    await expect.poll(() => names().count()).toBe(4);
    await page.getByLabel('Nome richiesta').pressSequentially('E2E Ritorno');
    await page.waitForURL(/name=E2E/);
    await page.getByRole('combobox', { name: 'Stato' }).click();
    await page.getByRole('option', { name: 'Richiesta aperta' }).click();
    await page.waitForURL(/status=OPEN/);
    await expect.poll(() => names().count()).toBe(2);
    const filtered = new URL(page.url()).search;

    // The report's detail, then its back link: the same search and status, the same two rows.
    await page
      .getByRole('row', { name: /E2E Ritorno uno/ })
      .getByRole('link', { name: 'Dettaglio' })
      .click();
    await page.waitForURL(/\/report\/detail\/view\//);
    await page.getByRole('link', { name: 'Torna allo storico' }).click();
    await page.waitForURL(/\/report\/report-history\?/);
    expect(new URL(page.url()).search).toBe(filtered);
    expect(await page.getByLabel('Nome richiesta').inputValue()).toBe('E2E Ritorno');
    expect(await page.getByRole('combobox', { name: 'Stato' }).inputValue()).toBe('Richiesta aperta');
    await expect.poll(() => names().count()).toBe(2);
    await shot(page, 'hr-edges-history-back-kept');

    // Filters cleared on the history: the back link then opens the bare history.
    await page.getByLabel('Nome richiesta').clear();
    await page.waitForURL((url) => !url.searchParams.has('name'));
    await page
      .getByRole('row', { name: /E2E Ritorno due/ })
      .getByRole('link', { name: 'Dettaglio' })
      .click();
    await page.waitForURL(/\/report\/detail\/view\//);
    await page.getByRole('link', { name: 'Torna allo storico' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/report/report-history' && !url.searchParams.has('name'),
    );
    await ctx.close();
  });
});
