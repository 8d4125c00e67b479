import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../apps/server/test/pdf-text';
import { approvedHr } from '../support/arrange';
import { ARTIFACTS, admin, shot, signInAs, useBrowser } from '../support/browser';
import { statePurpose } from '../support/purpose';
import { fillVisura } from '../support/visura';

const browser = useBrowser();
const HR = 'e2e.checks@example.it';
const PASSWORD = 'Password123!Strong';
const RED = 'BNCGPP70C41L219C';

describe('candidate report', () => {
  it('a single visura for the red test subject shows the red light and its score on screen and in the PDF', async () => {
    const ctx = await approvedHr(browser, {
      email: HR,
      password: PASSWORD,
      firstName: 'Anna',
      lastName: 'Conti',
      companyName: 'Conti Selezione Srl',
    });
    // The HR user fills the single visura by keyboard, keeps the default switches, confirms, lands on the report.
    const page = await ctx.newPage();
    await page.goto('/report/create-new-visura');
    await statePurpose(page, 'Direttrice amministrativa');
    await fillVisura(page, {
      firstName: 'Giuseppina',
      lastName: 'Bianchi',
      codiceFiscale: RED,
      dateOfBirth: '01031970',
      indirizzo: 'Roma',
      civico: '12',
      cap: '10121',
      provincia: 'TO',
      citta: 'Torino',
    });
    await page.getByRole('button', { name: 'Crea visura' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
    await page.waitForURL(/\/report\/[^/]+\/candidate\/detail\/[0-9a-f-]{36}$/);
    const [, requestNumber, uuid] = /\/report\/([^/]+)\/candidate\/detail\/([0-9a-f-]{36})$/.exec(
      page.url(),
    )!;

    // The job workers run the sandbox checks; the page refreshes itself until the candidate is complete.
    await page.getByTestId('traffic-light-red').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('score-value').textContent()).toBe('Punteggio 85 su 100');
    expect(await page.getByTestId('score-band').textContent()).toBe('Molto alto');
    expect(await page.getByTestId('candidate-title').textContent()).toBe('Dettaglio Giuseppina Bianchi');
    expect(await page.getByTestId('income').textContent()).toBe('630,000 € al mese');
    expect(await page.getByText('01-03-1970').count()).toBeGreaterThan(0);
    await shot(page, 'candidate-report-red');

    const pdf = await ctx.request.get(`/api/report/candidate/pdf/${requestNumber}/${uuid}`);
    expect(pdf.status()).toBe(200);
    const body = await pdf.body();
    const text = (await pdfText(body)).replace(/\s+/g, ' ');
    expect(text).toContain('Report HR.We – Visura Candidato');
    expect(text).toContain('Punteggio 85 su 100');
    expect(text).toContain('Semaforo: Rosso');
    expect(text).toContain('630,000 €');
    const file = path.join(ARTIFACTS, 'candidate-report-red.pdf');
    fs.writeFileSync(file, body);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '72',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(ARTIFACTS, 'candidate-report-red-pdf'),
    ]);
    expect(fs.existsSync(path.join(ARTIFACTS, 'candidate-report-red-pdf.png'))).toBe(true);

    // The administrator reads who opened the report and downloaded its PDF; the HR user has no such section.
    expect(await page.getByTestId('candidate-audit').count()).toBe(0);
    const adminCtx = await browser.context();
    await signInAs(adminCtx, admin().email, admin().password);
    const adminPage = await adminCtx.newPage();
    await adminPage.goto(`/report/${requestNumber}/candidate/detail/${uuid}`);
    await adminPage.getByTestId('candidate-audit-toggle').click();
    const log = adminPage.getByTestId('candidate-audit-table');
    await log.waitFor();
    await expect.poll(() => log.getByText(HR).count()).toBeGreaterThanOrEqual(2);
    expect(await log.getByText('Download del PDF').count()).toBe(1);
    expect(await log.getByText('Apertura del report').count()).toBeGreaterThanOrEqual(2);
    await shot(adminPage, 'candidate-report-audit');
  });
});
