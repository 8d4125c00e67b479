import fs from 'node:fs';
import { formatDate, isoMonth, monthLabel, previousMonth } from '@hrwe/domain';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { approvedHr } from '../support/arrange';
import {
  answeredInvitation,
  candidateEntryOf,
  completedCandidate,
  invitation,
} from '../support/arrange-requests';
import { admin, latestMail, linkIn, query, shot, signInAs, useBrowser } from '../support/browser';

const browser = useBrowser();
const HR = 'e2e.billing@example.it';
const PASSWORD = 'Password123!Strong';
const MONTH = previousMonth(new Date());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001',
  'hex',
);

/**
 * An approved HR user at 12,50 € per report (the administrator's price) whose two candidates completed their checks
 * (prepared through the API), then moved to last month: only the clock is set back in SQL, as no call of the product
 * makes a month pass.
 */
async function arrange() {
  const hr = await approvedHr(
    browser,
    { email: HR, password: PASSWORD, firstName: 'Paola', lastName: 'Verdi', companyName: 'Verdi Paghe Srl' },
    { cost: '12,50' },
  );
  const names = ['Luca', 'Sara'];
  const fiscalCodes = ['RSSMRA85T10A562S', 'RSSMRA80A01H501U'];
  const emails = names.map((n) => `${n.toLowerCase()}.neri@example.it`);
  const requestNumber = await invitation(hr, { reference: 'Ufficio HR', emails });
  const answered = [];
  for (const [i, name] of names.entries()) {
    const { uuid, candidate } = await answeredInvitation(browser, {
      email: emails[i]!,
      companyName: 'Verdi Paghe Srl',
      entry: {
        ...candidateEntryOf(name, 'Neri'),
        codiceFiscale: fiscalCodes[i]!,
        dateOfBirth: i === 0 ? '1985-12-10' : '1980-01-01',
      },
    });
    await candidate.close();
    answered.push(uuid);
  }
  // The first candidate's checks run while the second enters their data: both are waited for together.
  await Promise.all(answered.map((uuid) => completedCandidate(hr, requestNumber, uuid)));
  for (const [i, uuid] of answered.entries()) {
    const at = `${MONTH}-1${i}T10:00:00Z`;
    await query(`update candidates set completed_at = $2 where id = $1`, [uuid, at]);
    await query(`update register_payments set month = $2, created_at = $3 where candidate_id = $1`, [
      uuid,
      MONTH,
      at,
    ]);
  }
  await hr.close();
  // The CAP of a registration older than the form's CAP field; the issuer's billing data are not saved yet (the
  // administrator fills them below).
  await query(
    `delete from invoice_issuers where tenant_id = (select tenant_id from users where email = $1)`,
    [HR],
  );
  await query(
    `update users set company_detail = company_detail || '{"companyResidenceCap": "56017"}' where email = $1`,
    [HR],
  );
  return requestNumber;
}

/**
 * The administrator follows the bill's link to "Dati di fatturazione dell'emittente" and fills the form with the
 * keyboard: a partita IVA with a wrong check digit is refused with its message, the right one saves. Screenshots of
 * the form in both languages (and both sizes).
 */
async function fillIssuer(page: Page) {
  await page.getByRole('link', { name: "Dati di fatturazione dell'emittente" }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: "Dati di fatturazione dell'emittente" }).waitFor();
  const type = async (label: string, text: string) => {
    await page.getByLabel(label, { exact: false }).first().focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(text);
  };
  await type('Denominazione', 'HR.We Servizi S.r.l.');
  await type('Partita IVA', '01234567890'); // the check digit of 0123456789 is 7
  const regime = page.getByRole('combobox', { name: /Regime fiscale/ });
  await regime.focus();
  await page.keyboard.type('forfett');
  // Enter picks the option the typing highlighted: pressed before the highlight shows (the list's next render, after
  // the option itself), it picks nothing.
  await page
    .getByRole('option', { name: /forfettario/ })
    .and(page.locator('[data-combobox-selected]'))
    .waitFor();
  await page.keyboard.press('Enter');
  await expect.poll(() => regime.inputValue()).toMatch(/forfettario/);
  await type('Indirizzo', 'Lungarno Pacinotti');
  await type('Numero civico', '43');
  await type('CAP', '56126');
  await type('Comune', 'Pisa');
  await type('Provincia', 'pi');
  await type('IBAN', 'IT60 X054 2811 1010 0000 0123 456');
  await page.keyboard.press('Enter');
  const vat = page.getByLabel('Partita IVA', { exact: false }).first();
  await page.getByText("La partita IVA è di 11 cifre e l'ultima è la cifra di controllo").waitFor();
  await expect.poll(() => vat.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await vat.getAttribute('aria-invalid')).toBe('true');
  await shot(page, 'payments-issuer-form-refused');
  // nothing was saved
  const saved = `select count(*)::int as n from invoice_issuers
    where tenant_id = (select tenant_id from users where email = $1)`;
  expect((await query(saved, [HR]))[0]!.n).toBe(0);
  await type('Partita IVA', '01234567897');
  await page.getByRole('button', { name: 'Salva i dati di fatturazione' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText('Dati di fatturazione salvati.').waitFor();
  await page.getByTestId('issuer-updated').waitFor();
  // The top of the page in the shots (the save button scrolled it; a full-page shot draws the fixed header there).
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'payments-issuer-form-it');
  // The same form in English, then back to Italian for the rest of the journey.
  await page.getByText('EN', { exact: true }).click();
  await page.getByRole('heading', { name: "Issuer's billing data" }).waitFor();
  await expect
    .poll(() => page.getByRole('combobox', { name: /Tax regime/ }).inputValue())
    .toMatch(/^RF19 – Flat-rate scheme/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'payments-issuer-form-en');
  await page.getByText('IT', { exact: true }).click();
  await page.getByRole('heading', { name: "Dati di fatturazione dell'emittente" }).waitFor();
}

describe('billing', () => {
  it('shows consumption, issues a bill, uploads its invoice and lets the HR user download it', async () => {
    const requestNumber = await arrange();

    // The administrator sees the tenant's consumption with the client column and a paid switch per row.
    const adminCtx = await browser.context();
    await signInAs(adminCtx, admin().email, admin().password);
    const page = await adminCtx.newPage();
    await page.goto('/consumption/all');
    await page.getByRole('heading', { name: 'Tutti i consumi' }).waitFor();
    // Other clients' checks of this month come first: the oldest first brings last month's to the top.
    const created = page.getByRole('columnheader', { name: /Data creazione/ });
    await created.getByRole('button').click();
    await expect.poll(() => created.getAttribute('aria-sort')).toBe('ascending');
    // The client's two checks, each at the client's price, among the rows the sorted list shows.
    const theirs = page.getByRole('row').filter({ hasText: HR }).filter({ hasText: '12,50 €' });
    await expect.poll(() => theirs.count()).toBeGreaterThanOrEqual(2);
    await shot(page, 'payments-consumption-admin');

    // The client filter: typing part of the client's e-mail keeps that client's rows only (other journeys'
    // clients disappear), and the Excel export of the filtered list has typed cells a spreadsheet can sum.
    await page.getByLabel('Cliente').fill('billing@exam');
    await page.waitForURL(/client=billing%40exam/);
    await expect.poll(() => page.getByRole('row').filter({ hasText: '€' }).count()).toBe(2);
    expect(await page.getByRole('row').filter({ hasText: requestNumber }).count()).toBe(2);
    const [sheet] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-xlsx').click(),
    ]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(fs.readFileSync(await sheet.path()) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.rowCount).toBe(3);
    expect([ws.getRow(2).getCell(6).value, ws.getRow(3).getCell(6).value]).toEqual([12.5, 12.5]);
    expect(ws.getRow(2).getCell(5).value).toBeInstanceOf(Date);
    await shot(page, 'payments-consumption-admin-client-filter');

    // Issue last month's bills from the bill list.
    await page.goto('/consumption/bill');
    await page.getByRole('heading', { name: 'Fatture' }).waitFor();
    // Only ended months with unbilled consumption are offered: last month yes, the current month (whose checks
    // other journeys completed) never; the server refuses it too.
    await page.getByRole('button', { name: 'Emetti fatture del mese' }).click();
    const monthField = page.getByRole('combobox', { name: 'Mese da fatturare' });
    await expect.poll(() => monthField.inputValue()).toBe(monthLabel(MONTH));
    await monthField.click();
    const offered = await page.getByRole('option').allInnerTexts();
    expect(offered).toContain(monthLabel(MONTH));
    expect(offered).not.toContain(monthLabel(isoMonth(new Date())));
    await page.keyboard.press('Escape');
    const refused = await page.evaluate(
      async (month) =>
        (
          await fetch('/api/payment/bill/issue', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ month }),
          })
        ).json(),
      isoMonth(new Date()),
    );
    expect(refused.key).toBe('MONTH_NOT_ENDED');
    await page.getByTestId('issue-submit').click();
    await page.getByText(`${monthLabel(MONTH)}: fatture emesse`).waitFor();
    await page.getByText(HR).first().waitFor();
    await page.getByText('30,50 €').first().waitFor(); // 25,00 € + 22 % VAT 5,50 €
    await shot(page, 'payments-bills-admin');
    await page.getByLabel('Cliente').fill(HR.toUpperCase());
    await page.waitForURL(/client=/);
    await expect.poll(() => page.getByRole('row').filter({ hasText: '€' }).count()).toBe(1);
    await page.getByRole('row').filter({ hasText: HR }).waitFor();
    await page.getByLabel('Cliente').fill('');
    await page.waitForURL((u) => !u.search.includes('client='));

    const mail = await latestMail(HR, 'fattura di');
    const detailLink = linkIn(mail, '/consumption/bill/detail/');
    const billId = detailLink.split('/').pop()!;

    // Upload: a PNG is refused in the red box, the PDF is accepted.
    await page.goto(`/consumption/bill/detail/${billId}`);
    await page.getByTestId('bill-total').filter({ hasText: '30,50 €' }).waitFor();
    // In English the amounts read the English way, the month by its English name (issue 26), then back to Italian.
    await page.getByText('EN', { exact: true }).click();
    await page
      .getByTestId('bill-total')
      .filter({ hasText: /^€30\.50$/ })
      .waitFor();
    expect(await page.getByTestId('bill-tax').textContent()).toBe('€5.50');
    expect(await page.getByTestId('bill-amount').textContent()).toBe('€25.00');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(
      /(January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d$/,
    );
    await shot(page, 'payments-bill-detail-en');
    await page.getByText('IT', { exact: true }).click();
    await page.getByTestId('bill-total').filter({ hasText: '30,50 €' }).waitFor();
    // Number, issue date and due date, one date format; the FatturaPA file carries the same number and amounts.
    const number = await page.getByTestId('bill-number').textContent();
    expect(number).toMatch(/^[1-9][0-9]*\/20[0-9]{2}$/);
    expect(await page.getByTestId('bill-issue-date').textContent()).toBe(formatDate(new Date()));
    expect(await page.getByTestId('bill-due-date').textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // Without the issuer's billing data the file is refused, saying so next to the link to their form.
    await page.getByRole('button', { name: 'Scarica FatturaPA (XML)' }).click();
    await page
      .getByTestId('fatturapa-error')
      .getByText("Compila i dati di fatturazione dell'emittente per scaricare la FatturaPA.")
      .waitFor();
    await fillIssuer(page);
    await page.goto(`/consumption/bill/detail/${billId}`);
    const [xmlFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Scarica FatturaPA (XML)' }).click(),
    ]);
    expect(xmlFile.suggestedFilename()).toMatch(/^IT01234567897_[0-9A-Z]{5}\.xml$/);
    const xml = fs.readFileSync(await xmlFile.path(), 'utf8');
    expect(xml).toContain('<FormatoTrasmissione>FPR12</FormatoTrasmissione>');
    expect(xml).toContain(`<Numero>${number}</Numero>`);
    expect(xml).toContain('<ImponibileImporto>25.00</ImponibileImporto>');
    expect(xml).toContain('<Imposta>5.50</Imposta>');
    expect(xml).toContain('<ImportoTotaleDocumento>30.50</ImportoTotaleDocumento>');
    expect(xml).toContain('<Denominazione>Verdi Paghe Srl</Denominazione>');
    fs.writeFileSync('/tmp/hrwe-e2e-invoice.xml', xml);
    // The issuer is what the administrator typed in the form, normalized by its schema.
    const seller = /<CedentePrestatore>[\s\S]*<\/CedentePrestatore>/.exec(xml)![0];
    for (const part of [
      '<IdCodice>01234567897</IdCodice>',
      '<Denominazione>HR.We Servizi S.r.l.</Denominazione>',
      '<RegimeFiscale>RF19</RegimeFiscale>',
      '<Indirizzo>Lungarno Pacinotti</Indirizzo>',
      '<NumeroCivico>43</NumeroCivico>',
      '<CAP>56126</CAP>',
      '<Comune>Pisa</Comune>',
      '<Provincia>PI</Provincia>',
      '<Nazione>IT</Nazione>',
    ])
      expect(seller).toContain(part);
    expect(xml).toContain('<IBAN>IT60X0542811101000000123456</IBAN>');
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: 'fattura.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('upload-error').filter({ hasText: 'PDF' }).waitFor();
    await input.setInputFiles({ name: 'fattura.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByTestId('invoice-upload').click();
    await page.getByTestId('invoice-download').waitFor();
    await shot(page, 'payments-bill-detail-admin');
    await latestMail(HR, 'documento della fattura');

    // The HR user follows the e-mail, sees the figures and downloads the invoice.
    const hrCtx = await browser.context();
    await signInAs(hrCtx, HR, PASSWORD);
    const hrPage = await hrCtx.newPage();
    await hrPage.goto(new URL(detailLink).pathname);
    await hrPage.getByTestId('bill-tax').filter({ hasText: '5,50 €' }).waitFor();
    expect(await hrPage.getByTestId('invoice-file').count()).toBe(0);
    const [download] = await Promise.all([
      hrPage.waitForEvent('download'),
      hrPage.getByTestId('invoice-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('fattura.pdf');
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await shot(hrPage, 'payments-bill-detail-hr');

    // The HR user sees text labels, never the switches.
    await hrPage.goto('/consumption/unpaid');
    await hrPage.getByRole('heading', { name: 'Consumi non pagati' }).waitFor();
    await hrPage.getByText('Non Pagata').first().waitFor();
    expect(await hrPage.getByTestId('payment-toggle').count()).toBe(0);

    // The administrator marks the bill paid: its rows become paid and the detail link disappears.
    await page.goto('/consumption/bill');
    await page.getByTestId('payment-toggle').first().waitFor();
    const row = page.getByRole('row').filter({ hasText: HR });
    // a controlled switch: it turns on when the list reloads with the new status
    await row.locator('.mantine-Switch-track').click(); // the track a person clicks covers the input
    // it asks first, and says what it did
    const confirm = page.getByRole('dialog', { name: 'Segna la fattura come pagata' });
    await confirm.getByRole('button', { name: 'Segna la fattura come pagata' }).click();
    await page.getByText('Fattura segnata come pagata (2 consumi).').waitFor();
    await expect.poll(() => row.getByRole('switch').isChecked()).toBe(true);
    await expect.poll(() => row.getByTestId('bill-detail-link').count()).toBe(0);
    await hrPage.goto('/consumption/all');
    await hrPage.getByText('Pagata', { exact: true }).first().waitFor();
    // the administrator's billed rows show the bill's state, with no switch of their own
    await page.goto(`/consumption/all?client=${encodeURIComponent(HR)}`);
    await expect.poll(() => page.getByRole('row').filter({ hasText: requestNumber }).count()).toBe(2);
    expect(await page.getByRole('row').filter({ hasText: requestNumber }).getByRole('switch').count()).toBe(
      0,
    );
    await shot(hrPage, 'payments-consumption-hr');
    await hrPage.goto(`/consumption/month?month=${MONTH}`);
    await hrPage.getByRole('heading', { name: 'Consumi del mese' }).waitFor();
    await hrPage.getByText('Luca Neri').waitFor();
    await shot(hrPage, 'payments-month-hr');
    await hrPage.goto('/consumption/bill');
    await hrPage.getByTestId('bill-detail-link').waitFor();
    await shot(hrPage, 'payments-bills-hr');

    // A refund: the administrator issues the bill's credit note from its detail, with the keyboard only.
    await page.goto(`/consumption/bill/detail/${billId}`);
    await page.getByTestId('bill-total').filter({ hasText: '30,50 €' }).waitFor();
    await page.getByRole('button', { name: 'Emetti nota di credito' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Nota di credito della fattura ${number}` });
    const reason = dialog.getByRole('textbox', { name: /Motivo/ });
    await expect.poll(() => reason.evaluate((el) => el === document.activeElement)).toBe(true);
    // without a reason it says what is missing and issues nothing
    await page.keyboard.press('Tab'); // Annulla
    await page.keyboard.press('Tab'); // Emetti la nota di credito
    await page.keyboard.press('Enter');
    await dialog.getByText('Scrivi il motivo della nota di credito').waitFor();
    await reason.focus();
    await page.keyboard.type('Rimborso: verifica annullata dal cliente');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await shot(page, 'payments-credit-note-dialog');
    await page.keyboard.press('Enter');
    const issuedText = page.getByText(/^Nota di credito \d+\/\d{4} emessa\.$/);
    await issuedText.waitFor();
    const noteNumber = /(\d+\/\d{4})/.exec((await issuedText.textContent())!)![1]!;
    // its own number in the invoice sequence: the next after the bill's
    const [billN, year] = number!.split('/');
    expect(noteNumber).toBe(`${Number(billN) + 1}/${year}`);
    const section = page.getByTestId('credit-note');
    await section.getByText(`Nota di credito ${noteNumber} del ${formatDate(new Date())}`).waitFor();
    await section.getByText('Rimborso: verifica annullata dal cliente').waitFor();
    expect(await page.getByRole('button', { name: 'Emetti nota di credito' }).count()).toBe(0);
    const [noteFile] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Scarica FatturaPA della nota di credito (XML)' }).click(),
    ]);
    const noteXml = fs.readFileSync(await noteFile.path(), 'utf8');
    fs.writeFileSync('/tmp/hrwe-e2e-credit-note.xml', noteXml);
    expect(noteXml).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(noteXml).toContain(`<Numero>${noteNumber}</Numero>`);
    expect(noteXml).toContain(`<IdDocumento>${number}</IdDocumento>`);
    expect(noteXml).toContain('<Causale>Rimborso: verifica annullata dal cliente</Causale>');
    expect(noteXml).toContain('<ImportoTotaleDocumento>30.50</ImportoTotaleDocumento>');
    await shot(page, 'payments-credit-note-admin');
    // the HR user's bill shows it too
    await hrPage.goto(new URL(detailLink).pathname);
    await hrPage
      .getByTestId('credit-note')
      .getByText(`Nota di credito ${noteNumber}`, { exact: false })
      .waitFor();
  });
});
