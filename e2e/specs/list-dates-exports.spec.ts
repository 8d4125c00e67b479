import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { approvedHr } from '../support/arrange';
import { admin, download, LAPTOP, query, shot, signInAs, useBrowser } from '../support/browser';
import { seedFullLists } from '../support/seed-lists';

const browser = useBrowser();
const PASSWORD = 'Password123!Strong';

/** Every row of the first sheet, as the cells' values (typed: numbers, dates, text). */
async function sheetRows(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((r) => {
    rows.push((r.values as unknown[]).slice(1));
  });
  return rows;
}

/** The day `offset` days from today in Rome (YYYY-MM-DD), the day the lists' date filters speak of. */
function romeDay(offset: number) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

/** The text of a PDF, as a person reading it would copy it. */
const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString();

/**
 * Picks a day in the calendar a date filter opens (the day buttons are named "20 novembre 2026"), turning to the
 * previous or next month when the day is not on the page shown.
 */
async function pickDay(
  page: Page,
  iso: string,
  turn: 'Mese precedente' | 'Mese successivo' = 'Mese precedente',
) {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
  const day = page.getByRole('button', { name: `${d} ${month} ${y}`, exact: true });
  // The calendar first: a day looked for while the popover still opens would turn the month needlessly.
  await page.getByRole('button', { name: turn }).waitFor();
  for (let i = 0; i < 2 && !(await day.isVisible()); i++)
    await page.getByRole('button', { name: turn }).click();
  await day.click();
}

/**
 * What the other journeys leave out of their lists: the date filters of the report history, of all candidates
 * and of the tickets; the Excel and PDF exports of the payment, document and ticket lists (opened and read);
 * the optional attachment of a document request, from the administrator's form to the HR user's download.
 * The lists' rows are arranged (they belong to the journeys that create them); one request and one ticket are
 * moved three days back so that a day filter has something to tell apart.
 */
describe('list date filters, exports and a request attachment', () => {
  it('an HR user filters the lists by day and reads the exports of payments, documents and tickets', async () => {
    const seeded = await seedFullLists(browser, 'e2e.date-export', PASSWORD);
    const today = romeDay(0);
    const past = romeDay(-3);
    const nextDay = romeDay(-2);
    // Only the clock is set back, in SQL: no call of the product makes a request or a ticket three days old.
    await query(
      `update report_requests set created_at = case when reference_person = $2
              then ($3::date + time '12:00') at time zone 'Europe/Rome' else now() end where user_id = $1`,
      [seeded.hrUserId, 'Selezione magazzinieri e addetti logistica 1', past],
    );
    await query(
      `update tickets set created_at = case when subject like '%mese 1'
              then ($2::date + time '12:00') at time zone 'Europe/Rome' else now() end where user_id = $1`,
      [seeded.hrUserId, past],
    );

    const ctx = await browser.context({ viewport: LAPTOP });
    const page = await ctx.newPage();
    await page.goto('/sso');
    await page.getByLabel('E-mail').fill(seeded.hr);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL('**/home');
    const rows = page.getByRole('row');

    // History: the creation day keeps the one request of that day.
    await page.goto('/report/report-history');
    await page.getByText('12 risultati').waitFor();
    await page.getByLabel('Data creazione', { exact: true }).click();
    await shot(page, 'dates-history-calendar');
    await pickDay(page, past);
    await page.getByText('1 risultato', { exact: true }).waitFor();
    await page.getByRole('row', { name: /addetti logistica 1\b/ }).waitFor();
    await shot(page, 'dates-history-filtered');

    // All candidates: the request's day keeps its fourteen candidates; today has none of this user's.
    await page.goto('/report/candidate-list');
    await page.getByText('14 risultati').waitFor();
    await page.getByLabel('Data report', { exact: true }).click();
    await pickDay(page, today);
    await page.getByText('Nessun risultato').waitFor();
    await page.getByLabel('Data report', { exact: true }).click();
    await pickDay(page, past);
    await page.getByText('14 risultati').waitFor();
    await shot(page, 'dates-candidates-filtered');

    // Tickets: a two-day range keeps the ticket of those days; its exports list just that one.
    await page.goto('/help');
    await page.getByText('12 risultati').waitFor();
    await page.getByLabel('Data', { exact: true }).click();
    await pickDay(page, past);
    await pickDay(page, nextDay, 'Mese successivo');
    await page.getByText('1 risultato', { exact: true }).waitFor();
    await page.getByRole('row', { name: /fatturazione del mese 1\b/ }).waitFor();
    await shot(page, 'dates-tickets-filtered');
    const tickets = await download(page, () => page.getByTestId('export-xlsx').click());
    expect(tickets.name).toMatch(/HRWE\.xlsx$/);
    const ticketRows = await sheetRows(tickets.bytes);
    expect(ticketRows).toHaveLength(2);
    expect(ticketRows[1]!.join(' ')).toContain('Richiesta di chiarimenti sulla fatturazione del mese 1');
    const ticketsPdf = await download(page, () => page.getByTestId('export-pdf').click());
    expect(ticketsPdf.name).toMatch(/HRWE\.pdf$/);
    const ticketsText = pdfText(ticketsPdf.bytes);
    expect(ticketsText).toContain('fatturazione del mese 1');
    expect(ticketsText).not.toContain('fatturazione del mese 2');

    // Consumption of the month: ten checks at 12,50 €, typed as numbers in the sheet; the PDF names them.
    await page.goto('/consumption/month');
    await page
      .getByText(/Santangelo Bianchi 5/)
      .first()
      .waitFor();
    const month = await download(page, () => page.getByTestId('export-xlsx').click());
    const monthRows = await sheetRows(month.bytes);
    expect(monthRows).toHaveLength(11);
    expect(monthRows.slice(1).every((r) => r.includes(12.5))).toBe(true);
    const monthPdf = pdfText((await download(page, () => page.getByTestId('export-pdf').click())).bytes);
    expect(monthPdf).toContain('Santangelo Bianchi 5');
    expect(monthPdf).toContain('12,50');

    // Bills: twelve months, the amounts as numbers; the PDF has the amounts the Italian way.
    await page.goto('/consumption/bill');
    await rows.nth(10).waitFor();
    const bills = await sheetRows(
      (await download(page, () => page.getByTestId('export-xlsx').click())).bytes,
    );
    expect(bills).toHaveLength(13);
    expect(bills.slice(1).some((r) => r.includes(1525.01))).toBe(true);
    const billsPdf = pdfText((await download(page, () => page.getByTestId('export-pdf').click())).bytes);
    expect(billsPdf).toContain('1.525,01');

    // Documents: the twelve requests in both exports.
    await page.goto('/file/list');
    await page.getByText('12 risultati').waitFor();
    const documents = await sheetRows(
      (await download(page, () => page.getByTestId('export-xlsx').click())).bytes,
    );
    expect(documents).toHaveLength(13);
    expect(
      documents.some((r) => r.join(' ').includes('Documentazione contrattuale annuale firmata 12')),
    ).toBe(true);
    const documentsPdf = pdfText((await download(page, () => page.getByTestId('export-pdf').click())).bytes);
    // The name wraps inside its column, between words.
    expect(documentsPdf).toContain('Documentazione contrattuale');
    expect(documentsPdf).toMatch(/annuale firmata 12\b/);
    expect(documentsPdf).toContain('Filtri: nessuno');
    await shot(page, 'exports-documents-list');
  });

  it('an administrator attaches a file to a document request; the HR user downloads it from the list', async () => {
    // An approved HR user (prepared through the API): the request and its attachment are this journey's own.
    const seeded = { hr: 'e2e.allegato.hr@studio-associato-consulenza-lavoro.example.it' };
    await (
      await approvedHr(browser, {
        email: seeded.hr,
        password: PASSWORD,
        firstName: 'Maria Antonietta',
        lastName: 'Bianchi-Santangelo',
        companyName: 'Società Cooperativa Servizi Integrati per le Risorse Umane a r.l.',
      })
    ).close();
    const attachment = Buffer.from('Modulo da compilare: ragione sociale, sede, legale rappresentante.\n');
    const NAME = 'Modulo anagrafica fornitore';

    const adm = await browser.context({ viewport: LAPTOP });
    await signInAs(adm, admin().email, admin().password);
    const page = await adm.newPage();
    await page.goto('/file/create');
    await page.getByRole('heading', { name: 'Richiedi documento' }).waitFor();
    await page.getByRole('combobox', { name: 'Utente HR' }).click();
    await page.getByRole('option', { name: `Maria Antonietta Bianchi-Santangelo (${seeded.hr})` }).click();
    await page.getByRole('combobox', { name: 'Tipologia del documento' }).click();
    await page.getByRole('option', { name: 'Altro', exact: true }).click();
    await page.getByLabel(/^Nome documento/).fill(NAME);
    await page.getByLabel(/^Descrizione documento/).fill('Compilare il modulo allegato e caricarlo firmato.');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'modulo-fornitore.txt', mimeType: 'text/plain', buffer: attachment });
    await page.getByText('modulo-fornitore.txt').waitFor();
    await shot(page, 'documents-create-with-attachment');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.waitForURL('**/file/list');
    // At 1366 the attachment is one of the columns kept in the row's detail: open it as a person does.
    await page
      .getByRole('row')
      .filter({ hasText: NAME })
      .getByRole('button', { name: 'Mostra i dettagli della riga' })
      .click();
    await page.getByTestId('data-table-row-detail').getByText('modulo-fornitore.txt').waitFor();

    // The HR user finds the request in the list and downloads the very file the administrator attached.
    const hr = await browser.context({ viewport: LAPTOP });
    await signInAs(hr, seeded.hr, PASSWORD);
    const hrPage = await hr.newPage();
    await hrPage.goto('/file/list');
    const row = hrPage.getByRole('row').filter({ hasText: NAME });
    const link = row.getByRole('link', { name: 'modulo-fornitore.txt' });
    await link.waitFor();
    await shot(hrPage, 'documents-list-hr-attachment');
    const file = await download(hrPage, () => link.click());
    expect(file.name).toBe('modulo-fornitore.txt');
    expect(file.bytes).toEqual(attachment);
  });
});
