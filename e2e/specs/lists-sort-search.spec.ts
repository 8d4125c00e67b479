import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { approvedHr, approvedHrWithId } from '../support/arrange';
import {
  cancelledRequest,
  candidateEntryOf,
  completedCandidate,
  enteredCandidate,
  invitation,
} from '../support/arrange-requests';
import { admin, LAPTOP, query, shot, signInAs, useBrowser } from '../support/browser';

const browser = useBrowser();
const PASSWORD = 'Password123!Strong';
// Unique to this journey: no other spec uses these names or addresses.
const HR_A = 'e2e.ordina.a@example.it';
const HR_Z = 'e2e.ordina.z@example.it';
const PREFIX = 'E2E Ordina';
const SEARCH_BOX = 'Nome, e-mail, codice fiscale o richiesta';

/**
 * Two approved clients; client Z has three requests (one cancelled through the API v1, one open, one completed by
 * its candidate), client A one open request; one candidate each. All prepared through the API.
 */
async function arrange() {
  const person = (email: string) => ({
    email,
    password: PASSWORD,
    firstName: 'Ada',
    lastName: 'Ordina',
    companyName: 'Ordina Srl',
  });
  const hrA = await approvedHr(browser, person(HR_A));
  const hrZ = await approvedHr(browser, person(HR_Z));
  const invite = (hr: BrowserContext, n: number, name: string) =>
    invitation(hr, { reference: `${PREFIX} ${name}`, emails: [`e2e.ordina.e2e-ord-${n}@example.it`] });
  await cancelledRequest(hrZ, await invite(hrZ, 1, 'uno'));
  await invite(hrZ, 2, 'due');
  const { requestNumber, uuid, candidate } = await enteredCandidate(browser, hrZ, {
    email: 'e2e.ordina.e2e-ord-3@example.it',
    companyName: 'Ordina Srl',
    reference: `${PREFIX} tre`,
    role: 'Magazziniere',
    entry: candidateEntryOf('Nina', 'Ordinata'),
  });
  await invite(hrA, 4, 'quattro');
  await completedCandidate(hrZ, requestNumber, uuid);
  for (const ctx of [hrA, hrZ, candidate]) await ctx.close();
}

/** The text of one column of the rows whose text matches `match`, top to bottom. */
async function column(page: import('playwright-core').Page, header: string, match: RegExp) {
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === header);
  const rows = page.getByRole('row').filter({ hasText: match });
  const out: string[] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    out.push((await rows.nth(i).getByRole('cell').nth(index).innerText()).trim());
  }
  return out;
}

describe('list sorting, search and empty states', () => {
  it('the history sorts by Stato and Cliente; the candidate search survives a detail; empty lists say why', async () => {
    await arrange();
    const ctx = await browser.context();
    await signInAs(ctx, admin().email, admin().password);
    const page = await ctx.newPage();

    // Report history: narrow to this journey's requests, then sort by the Stato header.
    await page.goto('/report/report-history');
    await page.getByLabel('Nome richiesta').fill(PREFIX);
    await page.waitForURL(/name=E2E/);
    await expect.poll(() => page.getByRole('row').filter({ hasText: PREFIX }).count()).toBe(4);
    await page.getByRole('button', { name: 'Stato' }).click();
    await page.waitForURL(/sort=status%3Aasc|sort=status:asc/);
    await expect
      .poll(() => column(page, 'Stato', new RegExp(PREFIX)))
      .toEqual(['Richiesta aperta', 'Richiesta aperta', 'Richiesta completata', 'Richiesta scaduta']);
    await page.getByRole('button', { name: 'Stato' }).click();
    await expect
      .poll(() => column(page, 'Stato', new RegExp(PREFIX)))
      .toEqual(['Richiesta scaduta', 'Richiesta completata', 'Richiesta aperta', 'Richiesta aperta']);
    // The Cliente header sorts by the client's e-mail.
    await page.getByRole('button', { name: 'Cliente' }).click();
    await expect.poll(() => column(page, 'Cliente', new RegExp(PREFIX))).toEqual([HR_A, HR_Z, HR_Z, HR_Z]);
    await page.getByRole('button', { name: 'Cliente' }).click();
    await expect.poll(() => column(page, 'Cliente', new RegExp(PREFIX))).toEqual([HR_Z, HR_Z, HR_Z, HR_A]);
    await shot(page, 'lists-history-sorted-by-client');

    // A filter that matches nothing says so; the message speaks of filters because one is set.
    await page.getByLabel('Nome richiesta').fill('nessuna richiesta si chiama così');
    await page.getByText('Non ci sono dati che corrispondono ai filtri selezionati.').waitFor();

    // All candidates: search, open a full report, come back: the search is still there, and so are the rows.
    // On a slow network (Chromium's own emulation: 1.5 s a request) the person clicks the row's button right after
    // typing one more character: the report opens (the search, written late while the report's code loaded, used to
    // take the person back to the list).
    await page.goto('/report/candidate-list');
    const search = page.getByLabel(SEARCH_BOX);
    await search.fill('e2e.ordina.e2e-ord-');
    await page.waitForURL(/q=e2e\.ordina/);
    // Candidate 4 is client A's only one: their row is told by the client (the candidate's e-mail column is hidden).
    const row = page.getByRole('row').filter({ hasText: HR_A });
    await row.waitFor();
    const network = await page.context().newCDPSession(page);
    const latency = (ms: number) =>
      network.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: ms,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    await latency(1_500);
    await search.press('4');
    await row.getByRole('button', { name: 'Report completo' }).click();
    await page.getByTestId('candidate-back').waitFor();
    await latency(0);
    expect(page.url()).toMatch(/\/candidate\/detail\//);
    await page.getByTestId('candidate-back').click();
    await page.waitForURL(/\/report\/candidate-list\?.*q=e2e\.ordina/);
    // The list they come back to is the one they clicked in: with the 4 if the search was written before the click
    // (the machine's pace decides), without it if it came while the report loaded.
    const kept = await page.getByLabel(SEARCH_BOX).inputValue();
    expect(['e2e.ordina.e2e-ord-', 'e2e.ordina.e2e-ord-4']).toContain(kept);
    expect(new URL(page.url()).searchParams.get('q')).toBe(kept);
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: '@example.it' }).count())
      .toBe(kept.endsWith('4') ? 1 : 4);
    await shot(page, 'lists-candidate-search-kept');
    // Typed the way people type: accents, capitals and the words' order do not matter (Nina Ordinata).
    const box = page.getByLabel(SEARCH_BOX);
    await box.clear();
    await box.pressSequentially('ORDINATA Nìna');
    await page.waitForURL((url) => url.searchParams.get('q') === 'ORDINATA Nìna');
    // One row of this journey's clients is left, Nina's (typing "ORDINA…" listed all four on the way). Her name
    // shows once her checks complete, which may still be running here, so the row is told by the client.
    await expect
      .poll(() =>
        page
          .getByRole('row')
          .filter({ hasText: /e2e\.ordina/ })
          .count(),
      )
      .toBe(1);
    await shot(page, 'lists-candidate-search-accents');

    // A client with no bills, no filters set: the empty list does not speak of filters.
    const hr = await browser.context();
    await signInAs(hr, HR_A, PASSWORD);
    const hrPage = await hr.newPage();
    await hrPage.goto('/consumption/bill');
    await hrPage.getByText('Non ci sono ancora dati da mostrare.').waitFor();
    expect(await hrPage.getByText(/filtri selezionati/).count()).toBe(0);

    // In English the months are English ("November 2026"), never "Novembre-2026".
    await hrPage.goto('/consumption/month');
    await hrPage.getByText('EN', { exact: true }).click();
    await hrPage.getByRole('heading', { name: /month/i }).waitFor();
    const month = new Intl.DateTimeFormat('en', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Rome',
    }).format(new Date());
    await expect.poll(() => hrPage.getByTestId('month-select').inputValue()).toBe(month);
    await shot(hrPage, 'lists-month-english');
  });

  it('the history past its numbered pages: Successiva and Precedente by cursor, kept in the address', async () => {
    // An approved client (prepared through the API) with 320 requests one minute apart: seven pages of 50, newest
    // (001) first. The requests stay in SQL, as seed-lists.ts does: 320 invitations through the API would queue 320
    // e-mails ahead of every later journey's, and none would be a minute older than the next.
    const { ctx: client, id: userId } = await approvedHrWithId(browser, {
      email: 'e2e.pagine@example.it',
      password: PASSWORD,
      firstName: 'Piero',
      lastName: 'Pagine',
      companyName: 'Pagine Srl',
    });
    await client.close();
    await query(
      `insert into report_requests (tenant_id, user_id, request_number, reference_person, valid_end_date, kind,
         providers, no_of_candidates, status, created_at)
       select u.tenant_id, u.id, 'E2E-PAG-' || lpad(g::text, 3, '0'), 'E2E Pagine ' || lpad(g::text, 3, '0'),
              '2099-12-31', 'INVITATION', '{}', 1, 'OPEN', now() - g * interval '1 minute'
         from users u, generate_series(1, 320) g where u.id = $1`,
      [userId],
    );
    const names = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => `E2E Pagine ${String(from + i).padStart(3, '0')}`);

    const ctx = await browser.context({ viewport: LAPTOP });
    await signInAs(ctx, admin().email, admin().password);
    const page = await ctx.newPage();
    const shown = async () =>
      (
        await page
          .getByRole('row')
          .filter({ hasText: /E2E Pagine \d{3}/ })
          .allInnerTexts()
      ).map((text) => /E2E Pagine \d{3}/.exec(text)![0]);
    const next = page.getByRole('button', { name: 'Successiva', exact: true });
    const previous = page.getByRole('button', { name: 'Precedente', exact: true });

    await page.goto('/report/report-history');
    await page.getByLabel('Nome richiesta').fill('E2E Pagine');
    await page.waitForURL(/name=E2E/);
    await expect.poll(shown).toEqual(names(1, 50));
    expect(await page.getByText('320 risultati').count()).toBeGreaterThan(0);
    // The first five pages by number, then Successiva.
    expect(await previous.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Pagina 5', exact: true }).click();
    await expect.poll(shown).toEqual(names(201, 250));
    expect(page.url()).not.toMatch(/after=|before=/);

    await next.click();
    await page.waitForURL(/page=6.*after=/);
    await expect.poll(shown).toEqual(names(251, 300));
    await page.getByText('Pagina 6 di 7').waitFor();
    await shot(page, 'lists-history-keyset-page-6');

    await next.click();
    await page.waitForURL(/page=7.*after=/);
    await expect.poll(shown).toEqual(names(301, 320));
    await page.getByText('Pagina 7 di 7').waitFor();
    await expect.poll(() => next.isDisabled()).toBe(true);

    // Back by Precedente (the cursor before the first row shown), then by reload and the browser's back button.
    await previous.click();
    await page.waitForURL(/page=6.*before=/);
    await expect.poll(shown).toEqual(names(251, 300));
    await page.reload();
    await expect.poll(shown).toEqual(names(251, 300));
    await page.getByText('Pagina 6 di 7').waitFor();
    await page.goBack();
    await page.waitForURL(/page=7.*after=/);
    await expect.poll(shown).toEqual(names(301, 320));
    await page.goForward();
    await page.waitForURL(/page=6.*before=/);
    await expect.poll(shown).toEqual(names(251, 300));

    // Precedente from page 6 lands on the numbered page 5; a new sort goes back to page 1 without a cursor.
    await previous.click();
    await page.waitForURL(
      (url) => url.searchParams.get('page') === '5' && !/after=|before=/.test(url.search),
    );
    await expect.poll(shown).toEqual(names(201, 250));
    await next.click();
    await page.waitForURL(/page=6.*after=/);
    await page.getByRole('button', { name: 'Nome richiesta' }).click();
    await page.waitForURL((url) => !url.searchParams.has('page') && !/after=|before=/.test(url.search));
    await expect.poll(shown).toEqual(names(1, 50));
    await shot(page, 'lists-history-keyset-sorted');
  });
});
