import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { approvedHr } from '../support/arrange';
import { candidateEntryOf, completedCandidate, enteredCandidate } from '../support/arrange-requests';
import { admin, download, LAPTOP, shot, signInAs, useBrowser } from '../support/browser';
import { clickMenuItem } from '../support/menu';

const browser = useBrowser();
// Unique to this journey.
const HR = 'e2e.cancellati@example.it';
const PASSWORD = 'Password123!Strong';
const ERASED = {
  email: 'e2e.cancellata@example.it',
  first: 'Greta',
  last: 'Cancellanda',
  ref: 'Magazzino nord',
};
const WITHDRAWN = {
  email: 'e2e.revocante@example.it',
  first: 'Oscar',
  last: 'Revocante',
  ref: 'Magazzino sud',
};
const RESULT_HEADERS = ['Indice di degrado', 'Peggior 5%', 'Stima reddito', 'Eventi negativi'];

/** Every row of the first sheet, as the cells' values. */
async function sheetRows(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow({ includeEmpty: true }, (r) => {
    rows.push((r.values as unknown[]).slice(1));
  });
  return rows;
}
const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString();

/**
 * Two completed candidates of one HR user (prepared through the API): one asks for erasure by letter (recorded by
 * the administrator), the other withdraws consent on their link.
 */
async function arrange() {
  const hr = await approvedHr(
    browser,
    { email: HR, password: PASSWORD, firstName: 'Ida', lastName: 'Cancelli', companyName: 'Cancelli Srl' },
    { viewport: LAPTOP },
  );
  const made = [];
  for (const who of [ERASED, WITHDRAWN])
    made.push(
      await enteredCandidate(browser, hr, {
        email: who.email,
        companyName: 'Cancelli Srl',
        reference: who.ref,
        role: 'Magazziniere',
        entry: candidateEntryOf(who.first, who.last),
      }),
    );
  // The first candidate's checks run while the second enters their data: both are waited for together.
  await Promise.all(made.map((c) => completedCandidate(hr, c.requestNumber, c.uuid)));
  const [erased, withdrawn] = made as [(typeof made)[0], (typeof made)[0]];
  expect((await withdrawn.call('rights/withdraw', {})).status()).toBe(200);
  const ctx = await browser.context({ viewport: LAPTOP });
  await signInAs(ctx, admin().email, admin().password);
  const recorded = await ctx.request.post(`/api/report/candidate/${erased.uuid}/subject-request`, {
    data: {
      kind: 'ERASURE',
      receivedOn: new Date().toISOString().slice(0, 10),
      detail: 'Raccomandata: cancellare',
    },
  });
  expect(recorded.status()).toBe(204);
  return { hr, ctx, erased, withdrawn };
}

describe('erased and withdrawn candidates', () => {
  it('the administrator answers an erasure request; no screen, export or PDF shows the person or a result', async () => {
    const { hr, ctx, erased, withdrawn } = await arrange();
    const page = await ctx.newPage();
    await page.goto('/home');
    await clickMenuItem(page, 'Profilo amministratore', 'Privacy e diritti');
    await page.getByRole('heading', { name: 'Privacy e diritti degli interessati', level: 1 }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(`Cancellazione.*${ERASED.first} ${ERASED.last}`) });
    await row.getByText('Aperta').waitFor();
    await row.getByRole('button', { name: 'Gestisci' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gestisci la richiesta' });
    await dialog.getByRole('radio', { name: /Evasa: cancella ora i dati/ }).check();
    await dialog.getByLabel('Nota per il registro').fill('Cancellati e comunicato per PEC');
    await dialog.getByRole('button', { name: 'Cancella i dati e chiudi' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await shot(page, 'erased-register');

    // The HR user's screens: history, all candidates, the report; never the name, never a result.
    const screen = await hr.newPage();
    await screen.goto('/report/candidate-list');
    const erasedRow = screen.getByRole('row', { name: /Dati cancellati/ });
    await erasedRow.first().waitFor();
    await screen
      .getByRole('row', { name: /Consenso revocato/ })
      .first()
      .waitFor();
    for (const who of [ERASED, WITHDRAWN]) expect(await screen.getByText(who.last).count()).toBe(0);
    await shot(screen, 'erased-candidate-list');

    const list = await download(screen, () => screen.getByTestId('export-xlsx').click());
    const rows = await sheetRows(list.bytes);
    const header = rows[0]!.map(String);
    for (const state of ['Dati cancellati', 'Consenso revocato']) {
      const mine = rows.find((r) => r.includes(state));
      expect(mine, state).toBeTruthy();
      for (const h of RESULT_HEADERS) expect(mine![header.indexOf(h)] ?? null, `${state} ${h}`).toBeNull();
    }
    expect(JSON.stringify(rows)).not.toMatch(new RegExp(`${ERASED.last}|${WITHDRAWN.last}`));
    const listPdf = pdfText((await download(screen, () => screen.getByTestId('export-pdf').click())).bytes);
    expect(listPdf).toContain('Dati cancellati');
    expect(listPdf).not.toMatch(new RegExp(`${ERASED.last}|${WITHDRAWN.last}`));

    await screen.goto('/report/report-history');
    await screen
      .getByRole('row', { name: new RegExp(ERASED.ref) })
      .first()
      .waitFor();
    await shot(screen, 'erased-history');

    await screen.goto(`/report/${erased.requestNumber}/candidate/detail/${erased.uuid}`);
    await screen.getByText('Dati cancellati').first().waitFor();
    expect(await screen.getByText(ERASED.first).count()).toBe(0);
    expect(await screen.getByText(/Eventi negativi/).count()).toBeLessThanOrEqual(1);
    await shot(screen, 'erased-report');
    const reportPdf = pdfText(
      (await download(screen, () => screen.getByRole('link', { name: 'Report Candidato' }).click())).bytes,
    );
    expect(reportPdf).toContain('Dati cancellati');
    expect(reportPdf).not.toContain(ERASED.last);
    expect(reportPdf).not.toMatch(/Eventi negativi\s+S[iì]/);

    await screen.goto(`/report/${withdrawn.requestNumber}/candidate/detail/${withdrawn.uuid}`);
    await screen.getByText('Consenso revocato').first().waitFor();
    expect(await screen.getByText(WITHDRAWN.last).count()).toBe(0);
    await shot(screen, 'withdrawn-report');
  });
});
