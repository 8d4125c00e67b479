import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHECK_NAMES, type CheckName, formatDate, pertinentChecks } from '@hrwe/domain';
import { describe, expect, it } from 'vitest';
import itRights from '../../apps/web/src/locales/it/rights.json' with { type: 'json' };
import { approvedHr } from '../support/arrange';
import {
  cancelledRequest,
  candidateEntryOf,
  enteredCandidate,
  invitation,
} from '../support/arrange-requests';
import { LAPTOP, latestMail, linkIn, PHONE, query, shot, signInAs, useBrowser } from '../support/browser';

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

  it('bulk invitations: one list at a time; removing a row removes it from the pasted text', async () => {
    const hr = await approvedHr(browser, {
      email: 'e2e.elenco@example.it',
      password: PASSWORD,
      firstName: 'Elena',
      lastName: 'Elenco',
      companyName: 'Elenco Srl',
    });
    const page = await hr.newPage();
    await page.setViewportSize(LAPTOP);
    await page.goto('/report/create-new-report');
    await page.getByText('Elenco o file').click();
    const box = page.getByLabel('Incolla gli indirizzi e-mail');
    await box.click();
    await page.keyboard.type('uno.elenco@example.it');
    await page.keyboard.press('Enter');
    await page.keyboard.type('sbagliato');
    await page.keyboard.press('Enter');
    await page.keyboard.type('due.elenco@example.it');
    await page.getByRole('button', { name: "Controlla l'elenco" }).click();
    const preview = page.getByRole('region', { name: "Anteprima dell'elenco" });
    await preview.getByText('Non validi: 1').waitFor();

    // The row without '@' removed in the table: gone from the text too, so checking the text again cannot bring it back.
    await preview.getByRole('button', { name: 'Rimuovi la riga 2' }).click();
    await preview.getByText('Non validi: 0').waitFor();
    await expect.poll(() => box.inputValue()).toBe('uno.elenco@example.it\ndue.elenco@example.it');
    await page.getByRole('button', { name: "Controlla l'elenco" }).click();
    await preview.getByText('Validi: 2').waitFor();
    expect(await preview.getByText('Non validi: 0').count()).toBe(1);

    // Typing after a check sets the checked list aside: what counts is checked again.
    await box.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('tre.elenco@example.it');
    await expect.poll(() => preview.count()).toBe(0);
    await page.getByRole('button', { name: "Controlla l'elenco" }).click();
    await preview.getByText('Validi: 3').waitFor();

    // A file replaces the pasted list, named on screen; its two rows are all that count (not 3 + 2).
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hrwe-elenco-')), 'candidati.csv');
    fs.writeFileSync(file, 'email\nquattro.elenco@example.it\ncinque.elenco@example.it\n');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Carica un file CSV o Excel' }).click();
    await (await chooser).setFiles(file);
    await page.getByText('Elenco dal file candidati.csv: conta solo questo elenco.').waitFor();
    await preview.getByText('Validi: 2').waitFor();
    expect(await page.getByLabel('Incolla gli indirizzi e-mail').count()).toBe(0);
    await preview.getByText('quattro.elenco@example.it').waitFor();
    expect(await preview.getByText('uno.elenco@example.it').count()).toBe(0);
    await shot(page, 'hr-edges-bulk-from-file');
    await page.getByText('EN', { exact: true }).click();
    await page.getByText('List from the file candidati.csv: only this list counts.').waitFor();
    await shot(page, 'hr-edges-bulk-from-file-en');
    await page.getByText('IT', { exact: true }).click();

    // Back to pasting: the file's list is dropped, the box is empty, nothing is counted.
    await page.getByRole('button', { name: 'Incolla un elenco invece del file' }).click();
    expect(await page.getByLabel('Incolla gli indirizzi e-mail').inputValue()).toBe('');
    await expect.poll(() => preview.count()).toBe(0);
    await hr.close();
  });

  it('a withdrawn candidate: the report offers no hiring outcome', async () => {
    const hr = await approvedHr(browser, {
      email: 'e2e.revoca.esito@example.it',
      password: PASSWORD,
      firstName: 'Renata',
      lastName: 'Revoca',
      companyName: 'Revoca Esito Srl',
    });
    const { requestNumber, uuid, candidate, call } = await enteredCandidate(browser, hr, {
      email: 'e2e.revoca.esito.c@example.it',
      companyName: 'Revoca Esito Srl',
      reference: 'E2E Revoca esito',
      role: 'Cassiere',
      entry: candidateEntryOf('Rino', 'Revocato'),
    });
    expect((await call('rights/withdraw', {})).status()).toBe(200);
    await candidate.close();
    const page = await hr.newPage();
    await page.setViewportSize(LAPTOP);
    await page.goto(`/report/${requestNumber}/candidate/detail/${uuid}`);
    const section = page.getByTestId('candidate-hiring');
    await section.getByText('Il candidato ha revocato il consenso: nessun esito da registrare.').waitFor();
    expect(await section.getByRole('button', { name: "Registra l'esito" }).count()).toBe(0);
    expect(await section.getByRole('radio').count()).toBe(0);
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'hr-edges-withdrawn-no-outcome');
    await hr.close();
  });

  it('a pending candidate: the report offers no "Report Candidato" PDF', async () => {
    const hr = await approvedHr(browser, {
      email: 'e2e.attesa.pdf@example.it',
      password: PASSWORD,
      firstName: 'Piera',
      lastName: 'Attesa',
      companyName: 'Attesa Pdf Srl',
    });
    const requestNumber = await invitation(hr, {
      reference: 'E2E Attesa PDF',
      emails: ['e2e.attesa.pdf.c@example.it'],
    });
    const rows = await (await hr.request.get(`/api/report/detail/${requestNumber}/candidates`)).json();
    const uuid = rows.data[0].uuid as string;
    const page = await hr.newPage();
    await page.setViewportSize(LAPTOP);
    await page.goto(`/report/${requestNumber}/candidate/detail/${uuid}`);
    await page.getByTestId('candidate-title').waitFor();
    await page.getByTestId('candidate-status').waitFor();
    expect(await page.getByRole('link', { name: 'Report Candidato' }).count()).toBe(0);
    await shot(page, 'hr-edges-pending-no-pdf');
    await hr.close();
  });

  it("a re-sent invitation: the row shows the new invitation's state and date", async () => {
    const hr = await approvedHr(browser, {
      email: 'e2e.reinvio@example.it',
      password: PASSWORD,
      firstName: 'Renzo',
      lastName: 'Reinvio',
      companyName: 'Reinvio Srl',
    });
    const email = 'e2e.reinvio.c@example.it';
    const requestNumber = await invitation(hr, { reference: 'E2E Reinvio', emails: [email] });
    await latestMail(email);
    // Arranged: the candidate was entered and invited three days ago (the clock is not the action under test).
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await query('update candidates set inserted_at = $2 where email = $1', [email, threeDaysAgo]);
    await query('update mails set created_at = $2, sent_at = $2 where to_address = $1', [
      email,
      threeDaysAgo,
    ]);

    const page = await hr.newPage();
    await page.setViewportSize(LAPTOP);
    await page.goto(`/report/detail/view/${requestNumber}`);
    const row = page.getByRole('row').filter({ hasText: email });
    // At 1366 the invitation's state and date are in the row's detail (the cue above the table names them).
    await row.getByRole('button', { name: 'Mostra i dettagli della riga' }).click();
    const detail = page.getByTestId('data-table-row-detail');
    await detail.getByText('Inviato', { exact: true }).waitFor();
    expect(await detail.getByText(formatDate(threeDaysAgo)).count()).toBe(1);

    await row.getByRole('button', { name: 'Reinvia invito' }).click();
    await page.getByText('Invito reinviato').waitFor();
    // The new mail leaves the queue on its own: the row then says so, dated today, without a reload.
    await expect.poll(() => detail.getByText(formatDate(new Date())).count(), { timeout: 20_000 }).toBe(1);
    await detail.getByText('Inviato', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await detail.getByText(formatDate(threeDaysAgo)).count()).toBe(0);
    await shot(page, 'hr-edges-resent-invitation');
    await hr.close();
  });

  it("the notice lists only the purpose's checks; a refusal is counted as refused on the dashboard", async () => {
    const HR = 'e2e.rifiuto@example.it';
    const hr = await approvedHr(browser, {
      email: HR,
      password: PASSWORD,
      firstName: 'Rosa',
      lastName: 'Rifiuto',
      companyName: 'Rifiuto Srl',
    });
    const refusing = 'e2e.rifiuto.no@example.it';
    const requestNumber = await invitation(hr, {
      reference: 'E2E Rifiuto',
      purpose: 'OTHER',
      emails: [refusing, 'e2e.rifiuto.attesa@example.it'],
    });
    // What the checks job runs for this request: its stored switches narrowed by its purpose (checks.runner.ts).
    const [req] = await query<{ providers: Record<string, boolean>; groups: string[] }>(
      'select providers, pertinent_checks as groups from report_requests where request_number = $1',
      [requestNumber],
    );
    const runs = pertinentChecks(req!.providers, req!.groups);
    const name = (n: CheckName) => itRights.checkNames[n];
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.length).toBeLessThan(CHECK_NAMES.length);

    // The candidate reads the notice on a phone: the list and the data section name those checks, no other.
    const candidate = await browser.context({ viewport: PHONE });
    const phone = await candidate.newPage();
    await phone.goto(linkIn(await latestMail(refusing, 'Rifiuto Srl'), '/report/'));
    const notice = phone.getByTestId('privacy-notice');
    await notice.getByTestId('notice-pertinence').getByRole('listitem').first().waitFor();
    expect(await notice.getByTestId('notice-pertinence').getByRole('listitem').allTextContents()).toEqual(
      runs.map(name),
    );
    const text = (await notice.textContent()) ?? '';
    for (const n of CHECK_NAMES) expect(text.includes(name(n)), n).toBe(runs.includes(n));
    await phone
      .getByText(`i risultati delle sole verifiche elencate sopra: ${runs.map(name).join('; ')}.`)
      .waitFor();
    // The shots show the data section (scrolled into view in the notice's box) and the loaded choice.
    await phone.getByLabel('Acconsento', { exact: true }).waitFor();
    await phone.getByText('3. Dati trattati').scrollIntoViewIfNeeded();
    await shot(phone, 'hr-edges-notice-purpose-checks');
    await phone.evaluate(() => localStorage.setItem('lang', 'en'));
    await phone.reload();
    await phone.getByText('the results of the checks listed above only:', { exact: false }).waitFor();
    await phone.getByLabel('I agree', { exact: true }).waitFor();
    await phone.getByText('3. Data processed').scrollIntoViewIfNeeded();
    await shot(phone, 'hr-edges-notice-purpose-checks-en');
    await phone.evaluate(() => localStorage.setItem('lang', 'it'));
    await phone.reload();

    // The candidate refuses through the screen.
    await phone.getByLabel('Non Acconsento', { exact: true }).check();
    await phone.getByRole('button', { name: 'Conferma che non acconsento' }).click();
    await phone.getByTestId('consent-refused').waitFor();
    await candidate.close();

    // The HR user's dashboard: one refused, one still to complete (before: two "Non completati").
    const page = await hr.newPage();
    await page.setViewportSize(LAPTOP);
    await page.goto('/home');
    await page.getByText('Consenso negato', { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('count-refused-candidates').textContent()).toBe('1');
    expect(await page.getByTestId('count-not-completed-candidates').textContent()).toBe('1');
    expect(await page.getByTestId('count-all-candidates').textContent()).toBe('2');
    await shot(page, 'hr-edges-dashboard-refused');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await page.getByText('Consent refused', { exact: true }).waitFor();
    await shot(page, 'hr-edges-dashboard-refused-en');
    await hr.close();
  });
});
