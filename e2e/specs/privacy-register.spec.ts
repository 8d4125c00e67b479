import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../apps/server/test/pdf-text';
import { adminContext, approvedHr, platformTenant } from '../support/arrange';
import { candidateReport, completedCandidate, enteredCandidate } from '../support/arrange-requests';
import { ARTIFACTS, admin, download, LAPTOP, shot, signInAs, useBrowser } from '../support/browser';
import { clickMenuItem } from '../support/menu';
import { ALL_CHECKS_PURPOSE, statePurpose } from '../support/purpose';
import { createTenant } from '../support/tenants';

const browser = useBrowser();
// Unique to this journey.
const HR = 'e2e.registro@example.it';
const PASSWORD = 'Password123!Strong';
const CANDIDATE = 'e2e.registro.candidato@example.it';
/**
 * The register's journey on a tenant of its own, with its first administrator: it sets the tenant's retention, which
 * the candidates' notices name; on the platform tenant that would change what the other journeys' candidates read
 * meanwhile, so it ran alone. Here it runs beside them (docs/decisions/ci-time.md).
 */
const HOST = 'registro.localhost';
const OWNER = { email: 'e2e.registro.owner@hrwe.test', password: 'Admin1234!Registro' };

beforeAll(() => createTenant(browser, { name: 'e2e-registro', dns: HOST, owner: OWNER }));

/**
 * A candidate who consented, entered their data and whose checks are done, then contested a result and downloaded
 * a copy of their data: the reports and candidate-rights journeys, prepared through the API.
 */
async function arrange(owner: BrowserContext) {
  const hr = await approvedHr(
    browser,
    {
      email: HR,
      password: PASSWORD,
      firstName: 'Rita',
      lastName: 'Registro',
      companyName: 'Registro E2E Spa',
    },
    { host: HOST, admin: owner },
  );
  const { requestNumber, uuid, call } = await enteredCandidate(browser, hr, {
    host: HOST,
    email: CANDIDATE,
    companyName: 'Registro E2E Spa',
    reference: 'Cassa registro',
    role: 'Cassiere',
    entry: {
      firstName: 'Elsa',
      lastName: 'Registrata',
      codiceFiscale: 'RGSLSE80A41F205W',
      dateOfBirth: '1980-01-01',
      via: 'Via',
      indirizzo: 'Verdi',
      civico: '8',
      cap: '20121',
      provincia: 'MI',
      citta: 'Milano',
    },
  });
  await completedCandidate(hr, requestNumber, uuid);
  expect((await call('rights/contest', { message: 'Il protesto del 2019 non è mio' })).status()).toBe(201);
  expect((await call('rights/export', { format: 'json' })).status()).toBe(200);
  return { requestNumber, uuid };
}

describe("the administrator's register of data-subject requests and of processing", () => {
  it("sees the link's requests, records one received by letter, answers the erasure, sets retention, prints art. 30", async () => {
    // The tenant's administrator: calls through an API-only context (Node does not resolve *.localhost), the
    // screens in a browser on the tenant's host, signed in on the sign-in page.
    const owner = await adminContext(browser, { host: HOST, ...OWNER });
    const { requestNumber, uuid } = await arrange(owner);
    const ctx = await browser.context({ viewport: LAPTOP, host: HOST });
    const page = await ctx.newPage();
    await page.goto('/sso');
    await page.getByLabel('E-mail').click();
    await page.keyboard.type(OWNER.email);
    await page.getByLabel(/^Password/).click();
    await page.keyboard.type(OWNER.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/home');
    await clickMenuItem(page, 'Profilo amministratore', 'Privacy e diritti');
    await page.getByRole('heading', { name: 'Privacy e diritti degli interessati', level: 1 }).waitFor();

    // What the candidate's link did is in the register: the contest open until the HR review, the copy answered.
    const rows = page.getByRole('row', { name: /Elsa Registrata/ });
    await rows.first().waitFor();
    const contest = page.getByRole('row', { name: /Contestazione.*Elsa Registrata/ });
    await contest.getByText('Aperta').waitFor();
    await contest.getByText('Revisione HR sul report').waitFor();
    const access = page.getByRole('row', { name: /Accesso ai dati.*Elsa Registrata/ });
    await access.getByText('Evasa').waitFor();
    await access.getByText('Link del candidato').waitFor();
    await shot(page, 'privacy-register');

    // A letter asks for erasure: the administrator records it from the candidate's report.
    await contest.getByRole('link', { name: 'Elsa Registrata' }).click();
    const section = page.getByTestId('candidate-subject-request');
    await section.getByRole('heading', { name: "Richieste dell'interessato" }).waitFor();
    await section.getByRole('button', { name: 'Registra la richiesta' }).click();
    await section.getByText('Descrivi la richiesta e il canale da cui è arrivata').waitFor();
    await section.getByRole('combobox', { name: /Tipo di richiesta/ }).click();
    await page.getByRole('option', { name: 'Cancellazione', exact: true }).click();
    await section.getByLabel(/Descrizione e canale/).click();
    await page.keyboard.type('Raccomandata del 20/11: chiede la cancellazione di tutti i dati');
    await section.getByRole('button', { name: 'Registra la richiesta' }).click();
    await page.getByText('Richiesta registrata').waitFor();
    await shot(page, 'privacy-request-recorded');

    // Back in the register, only the open erasures: the letter's request, due in a month.
    await section.getByRole('link', { name: 'Privacy e diritti' }).click();
    await page.getByRole('heading', { name: 'Privacy e diritti degli interessati', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Cancellazione', exact: true }).click();
    await page.getByRole('combobox', { name: 'Stato' }).click();
    await page.getByRole('option', { name: 'Aperta', exact: true }).click();
    await page.waitForURL(/state=OPEN/);
    const erasure = page.getByRole('row', { name: /Cancellazione.*Elsa Registrata/ });
    await erasure.getByText('Aperta').waitFor();

    // Rejecting needs a reason; answering it erases the data, as the modal warns.
    await erasure.getByRole('button', { name: 'Gestisci' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gestisci la richiesta' });
    await dialog.getByRole('radio', { name: 'Respinta' }).check();
    await dialog.getByRole('button', { name: 'Chiudi la richiesta' }).click();
    await dialog.getByText("Indica il motivo del rifiuto: va comunicato all'interessato").waitFor();
    await dialog.getByRole('radio', { name: /Evasa: cancella ora i dati/ }).check();
    await dialog.getByText(/saranno cancellati per sempre/).waitFor();
    await shot(page, 'privacy-close-erasure');
    await dialog.getByLabel('Nota per il registro').fill('Cancellati e comunicato per PEC');
    await dialog.getByRole('button', { name: 'Cancella i dati e chiudi' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Nessuna richiesta').waitFor();
    await page.getByRole('combobox', { name: 'Stato' }).click();
    await page.getByRole('option', { name: 'Evasa', exact: true }).click();
    await page.waitForURL(/state=DONE/);
    const answered = page.getByRole('row', {
      name: new RegExp(`Cancellazione.*Dati cancellati \\(${requestNumber}\\)`),
    });
    await answered.getByText(OWNER.email).waitFor();
    expect(await page.getByText('Elsa Registrata').count()).toBe(0);
    const { candidate } = await candidateReport(owner, requestNumber, uuid);
    expect({ email: candidate.email, firstName: candidate.firstName }).toEqual({
      email: 'anonimizzato',
      firstName: null,
    });
    // The register's own call: this candidate's requests, oldest first, with their state and note.
    const register = (await (
      await owner.request.get('/api/rights/subject-requests?pageSize=100')
    ).json()) as {
      data: { id: number; candidateId: string; kind: string; state: string; note: string | null }[];
    };
    expect(
      register.data
        .filter((r) => r.candidateId === uuid)
        .sort((a, b) => a.id - b.id)
        .map(({ kind, state, note }) => ({ kind, state, note })),
    ).toEqual([
      { kind: 'CONTEST', state: 'OPEN', note: null },
      { kind: 'ACCESS', state: 'DONE', note: expect.stringContaining('Copia dei dati scaricata') },
      { kind: 'ERASURE', state: 'DONE', note: 'Cancellati e comunicato per PEC' },
    ]);

    // The retention the notice announces, set for the tenant.
    const retention = page.getByLabel(/Conservazione dei dati \(mesi\)/);
    await retention.click();
    await page.keyboard.press('ControlOrMeta+A');
    // Out of range: refused with the translated message, the typed value kept, nothing saved (issue 26).
    await page.keyboard.type('24');
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await page.getByText('La conservazione va da 1 a 12 mesi').waitFor();
    expect(await retention.inputValue()).toBe('24');
    await retention.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('10');
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await page.getByText('Impostazioni salvate').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel(/Conservazione dei dati \(mesi\)/).inputValue()).toBe('10');

    // The register of processing is printed from this configuration.
    const file = await download(page, () =>
      page.getByRole('link', { name: 'Registro dei trattamenti (PDF)' }).click(),
    );
    expect(file.name).toMatch(/^registro-trattamenti-\d{4}-\d{2}-\d{2}\.pdf$/);
    fs.writeFileSync(path.join(ARTIFACTS, 'processing-register.pdf'), file.bytes);
    const words = (await pdfText(file.bytes)).replace(/\s+/g, ' ');
    expect(words).toContain('Registro delle attività di trattamento');
    expect(words).toContain('cancellati 10 mesi dopo il consenso');
    expect(words).toContain('Dirigenza con poteri di spesa');
  });

  it('the platform administrator adds a purpose category; the HR request form offers it with its checks only', async () => {
    const ctx = await browser.context({ viewport: LAPTOP });
    await signInAs(ctx, admin().email, admin().password);
    const page = await ctx.newPage();
    const platform = await platformTenant(ctx);
    await page.goto('/tenant');
    // Other journeys add tenants: the name filter brings the platform's own to the first page.
    await page.getByLabel('Nome').fill(platform.name);
    await page.getByRole('link', { name: `Dettaglio di ${platform.name}` }).click();
    const section = page.getByTestId('tenant-purposes');
    await section.getByRole('heading', { name: 'Finalità delle verifiche (pertinenza)' }).waitFor();
    await section.getByRole('button', { name: 'Aggiungi finalità' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuova finalità' });
    await dialog.getByRole('button', { name: 'Salva la finalità' }).click();
    await dialog.getByText('Scegli almeno una verifica pertinente').waitFor();
    await dialog.getByLabel(/Nome in italiano/).fill('Magazzino con cassa (E2E)');
    await dialog.getByLabel(/Nome in inglese/).fill('Warehouse with till (E2E)');
    await dialog.getByRole('checkbox', { name: 'Eventi negativi' }).check();
    await dialog.getByRole('checkbox', { name: 'Verifiche creditizie' }).check();
    await dialog.getByRole('button', { name: 'Salva la finalità' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = section.getByRole('row', { name: /Magazzino con cassa \(E2E\)/ });
    await row.getByText('Verifiche creditizie, Eventi negativi').waitFor();
    await row.getByText('Attiva').waitFor();
    await shot(page, 'tenant-purposes');

    // The HR user's single visura offers it, with the credit bureau and negative events only.
    const hr = await approvedHr(
      browser,
      {
        email: 'e2e.finalita@example.it',
        password: PASSWORD,
        firstName: 'Ugo',
        lastName: 'Finalità',
        companyName: 'Finalità E2E Srl',
      },
      { viewport: LAPTOP },
    );
    const form = await hr.newPage();
    await form.goto('/report/create-new-visura');
    await statePurpose(form, 'Cassiere di magazzino', 'Magazzino con cassa (E2E)');
    await form.getByTestId('pertinent-switches').waitFor();
    expect(await form.getByRole('switch', { name: /^CRIF e CRIBIS/ }).count()).toBe(1);
    expect(await form.getByRole('switch', { name: /^Società collegate/ }).count()).toBe(0);

    // Disabled, it is no longer offered.
    await row.getByRole('button', { name: 'Modifica Magazzino con cassa (E2E)' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifica la finalità' });
    await edit.getByRole('switch', { name: /Attiva/ }).uncheck();
    await edit.getByRole('button', { name: 'Salva la finalità' }).click();
    await edit.waitFor({ state: 'hidden' });
    await row.getByText('Disattivata').waitFor();
    await form.reload();
    await form
      .getByLabel(/^Finalità/)
      .first()
      .click();
    await form.getByRole('option', { name: ALL_CHECKS_PURPOSE, exact: true }).waitFor();
    expect(await form.getByRole('option', { name: 'Magazzino con cassa (E2E)' }).count()).toBe(0);
  });
});
