import { CREDIT_BUREAU_WORDS } from '@hrwe/domain';
import { describe, expect, it } from 'vitest';
import { approvedHr } from '../support/arrange';
import { admin, download, query, shot, signInAs, useBrowser } from '../support/browser';
import { statePurpose } from '../support/purpose';
import { fillVisura } from '../support/visura';

const browser = useBrowser();
const PASSWORD = 'Password123!Strong';
/** The sandbox's red subject: every credit-bureau section (protests, proceedings, prejudicial events, companies). */
const RED = 'BNCGPP70C41L219C';

/** Every word of the credit-bureau dictionaries, flattened. */
const words = (o: object): string[] =>
  Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : words(v as object)));
const ENGLISH = new Set(words(CREDIT_BUREAU_WORDS.en));
const ITALIAN_ONLY = new Set(words(CREDIT_BUREAU_WORDS.it).filter((w) => !ENGLISH.has(w)));

describe('the candidate report in English, the province code and the typed date', () => {
  it('refuses "ROMA" as a province, shows the red report in English and reads a typed date day first', async () => {
    const ctx = await approvedHr(browser, {
      email: 'e2e.inglese@example.it',
      password: PASSWORD,
      firstName: 'Erica',
      lastName: 'English',
      companyName: 'English Srl',
    });
    const page = await ctx.newPage();
    await page.goto('/report/create-new-visura');
    await statePurpose(page, 'Cassiere');
    await fillVisura(page, {
      firstName: 'Giuseppina',
      lastName: 'Bianchi',
      codiceFiscale: RED,
      dateOfBirth: '01/03/1970',
      indirizzo: 'Roma',
      civico: '1',
      cap: '00184',
      provincia: 'ROMA',
      citta: 'Roma',
    });
    // The field says what it wants, keeps what was typed (once cut to "ROM" and saved) and refuses it.
    const provincia = page.getByLabel(/^Provincia/);
    expect(await provincia.inputValue()).toBe('ROMA');
    await page.getByText('2 lettere, es. RM').waitFor();
    await page.getByRole('switch', { name: /^CRIF e CRIBIS/ }).click();
    await page.getByRole('button', { name: 'Crea visura' }).click();
    await page.getByText('La provincia è la sigla di 2 lettere (es. RM per Roma)').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await shot(page, 'visura-provincia-refused');
    await provincia.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('rm');
    await page.getByRole('button', { name: 'Crea visura' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
    await page.waitForURL(/\/report\/\d{4}-\d{6}\/candidate\/detail\/[0-9a-f-]{36}$/);
    const tree = page.getByTestId('credit-bureau-tree');
    await tree.getByText('Persone giuridiche collegate', { exact: false }).waitFor({ timeout: 30_000 });
    await shot(page, 'report-red-it');

    await page.getByText('EN', { exact: true }).click();
    await tree.getByText('Related companies', { exact: false }).waitFor();
    // Each label, section title and coded value as shown: none is an Italian word of the dictionaries (the data
    // themselves, "Tribunale di Torino", stay as the provider wrote them).
    // biome-ignore lint/performance/useDomNodeTextContent: the lines a person sees, one per label or value
    const lines = (await page.getByTestId('crif-section').innerText())
      .split('\n')
      .map((l) => l.replace(/ \(\d+\)$/, '').trim());
    expect(lines.filter((l) => ITALIAN_ONLY.has(l))).toEqual([]);
    for (const w of [
      'Protests',
      'Insolvency proceedings',
      'Prejudicial events',
      'Protest type',
      'Public officer',
    ])
      expect(lines).toContain(w);
    await page.getByText('Not applicable (single check)').waitFor();
    expect(await page.getByText('N.D.', { exact: true }).count()).toBe(0);
    await shot(page, 'report-red-en');
    const pdf = await download(page, () => page.getByRole('link', { name: 'Candidate report' }).click());
    expect(pdf.name).toBe('Candidate report.pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // The administrator records a request received on 2 November, typed day first in the English interface.
    const uuid = /\/candidate\/detail\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
    const adm = await browser.context();
    await adm.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAs(adm, admin().email, admin().password);
    const adminPage = await adm.newPage();
    await adminPage.goto(new URL(page.url()).pathname);
    const section = adminPage.getByTestId('candidate-subject-request');
    await section.getByLabel(/^Kind of request/).click();
    await adminPage.getByRole('option', { name: 'Access to data' }).click();
    const received = section.getByLabel(/^Received on/);
    expect(await received.evaluate((e) => (e as HTMLInputElement).type)).toBe('text');
    await received.click();
    await adminPage.keyboard.press('Control+A');
    await adminPage.keyboard.type('02/11/2026');
    await adminPage.keyboard.press('Escape');
    expect(await received.inputValue()).toBe('02/11/2026');
    await section.getByLabel(/^Description and channel/).click();
    await adminPage.keyboard.type('Letter received at the office');
    await shot(adminPage, 'report-subject-request-en');
    await section.getByRole('button', { name: 'Record the request' }).click();
    await adminPage.getByText('Request recorded').waitFor();
    const [row] = await query<{ day: string }>(
      `select to_char(received_at at time zone 'Europe/Rome', 'YYYY-MM-DD') as day
         from data_subject_requests where candidate_id = $1`,
      [uuid],
    );
    expect(row?.day).toBe('2026-11-02');
  });
});
