import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BULK_FILE_LIMITS } from '@hrwe/domain';
import { describe, expect, it } from 'vitest';
import {
  ALREADY_INVITED_ROWS,
  BULK_EXPECTED,
  bulkCsv,
  invitedAddress,
} from '../../apps/server/test/bulk-csv';
import { approvedHr, expectStatus } from '../support/arrange';
import { PHONE, shot, signInAs, useBrowser } from '../support/browser';
import { statePurpose } from '../support/purpose';

const browser = useBrowser();
const HR = 'e2e.bulk@example.it';
const PASSWORD = 'Password123!Strong';
const TAG = 'e2e';

describe('bulk invitations', () => {
  it('an HR user uploads a 5,000-row CSV, sees each kind of problem, fixes and drops rows, and sends the rest', async () => {
    const hr = await approvedHr(browser, {
      email: HR,
      password: PASSWORD,
      firstName: 'Paolo',
      lastName: 'Gialli',
      companyName: 'Delta Bulk Spa',
    });
    // Another journey's request already invites ten of the file's addresses (prepared through the API).
    const init = await (await hr.request.get('/api/report/init')).json();
    const earlier = await hr.request.post('/api/report/create', {
      data: {
        requestNumber: init.requestNumber,
        referencePerson: 'Selezione precedente',
        role: 'Magazziniere',
        purpose: 'MANAGEMENT',
        validEndDate: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
        emailAddresses: ALREADY_INVITED_ROWS.map((i) => invitedAddress(TAG, i)),
      },
    });
    expect(earlier.status()).toBe(201);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hrwe-bulk-')), 'candidati.csv');
    fs.writeFileSync(file, bulkCsv(TAG));

    const page = await hr.newPage();
    await page.goto('/report/create-new-report');
    await page.getByLabel(/Nome del report/).fill('Assunzioni estive E2E');
    await statePurpose(page, 'Addetto alle vendite');
    await page.getByLabel(/Data di fine validità/).click();
    await page.locator('table button:not([data-disabled])').last().click();
    await page.getByText('Elenco o file').click();
    // A file past the 5 MB limit is refused with the translated message naming the limit (issue 32).
    const tooLarge = path.join(path.dirname(file), 'troppo-grande.csv');
    fs.writeFileSync(tooLarge, Buffer.alloc(BULK_FILE_LIMITS.bytes + 1024, 'candidato@example.it\n'));
    const refused = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Carica un file CSV o Excel' }).click();
    await (await refused).setFiles(tooLarge);
    await page.getByText("Il file supera i 5 MB: dividi l'elenco in più file").waitFor();
    await shot(page, 'bulk-too-large');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Carica un file CSV o Excel' }).click();
    await (await chooser).setFiles(file);
    const preview = page.getByRole('region', { name: "Anteprima dell'elenco" });
    await preview.getByText(`Validi: ${BULK_EXPECTED.valid}`).waitFor({ timeout: 30_000 });
    await preview.getByText(`Non validi: ${BULK_EXPECTED.invalid}`).waitFor();
    await preview.getByText(`Ripetuti: ${BULK_EXPECTED.duplicate}`).waitFor();
    await preview.getByText(`Già invitati: ${BULK_EXPECTED.alreadyInvited}`).waitFor();
    await preview.getByText('160 righe da correggere o rimuovere prima di inviare.').waitFor();
    await shot(page, 'bulk-preview');

    // Sending is refused while rows have problems.
    await page.getByRole('button', { name: 'Invia richiesta' }).click();
    await page
      .getByText("Controlla l'elenco e correggi o rimuovi le righe con problemi prima di inviare.")
      .waitFor();

    // Row 1 has no '@': the user types the right address.
    const fix = preview.getByLabel("Correggi l'e-mail della riga 1", { exact: true });
    await fix.fill('');
    await fix.pressSequentially('corretto.e2e@example.it');
    await fix.press('Enter');
    await preview.getByText(`Validi: ${BULK_EXPECTED.valid + 1}`).waitFor();
    await preview.getByText(`Non validi: ${BULK_EXPECTED.invalid - 1}`).waitFor();
    // Row 26 repeats row 25: removed on its own.
    await preview.getByRole('button', { name: 'Rimuovi la riga 26', exact: true }).click();
    await preview.getByText(`Ripetuti: ${BULK_EXPECTED.duplicate - 1}`).waitFor();
    // The rest of the problems go at once.
    await preview.getByRole('button', { name: 'Rimuovi le 158 righe con problemi' }).click();
    await preview.getByText(`${BULK_EXPECTED.valid + 1} candidati pronti per l'invito.`).waitFor();
    await preview.getByText('Non validi: 0').waitFor();
    await shot(page, 'bulk-ready');

    await page.getByRole('button', { name: 'Invia richiesta' }).click();
    await page.getByText(`invierà un'e-mail di richiesta a ${BULK_EXPECTED.valid + 1} candidati`).waitFor();
    await page.getByRole('button', { name: 'Conferma', exact: true }).click();
    await page.waitForURL(/\/report\/detail\/view\//, { timeout: 60_000 });
    await page.getByRole('heading', { name: /Assunzioni estive E2E/ }).waitFor();
    // The invitations go out through the queue; the request shows how far they have got.
    const total = BULK_EXPECTED.valid + 1;
    await page.getByText(new RegExp(`di ${total} inviati`)).waitFor();
    await expect
      .poll(
        async () =>
          Number((await page.getByText(new RegExp(`di ${total} inviati`)).innerText()).split(' ')[0]),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    await shot(page, 'bulk-progress');
    // Every candidate of the list is in the request, as its candidate list counts them.
    const requestNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const stored = await expectStatus(
      await hr.request.get(`/api/report/detail/${encodeURIComponent(requestNumber)}/candidates`),
      200,
      'candidates of the request',
    );
    expect((await stored.json()).count).toBe(total);

    const phone = await browser.context({ viewport: PHONE });
    await signInAs(phone, HR, PASSWORD);
    const small = await phone.newPage();
    await small.goto('/report/create-new-report');
    await small.getByText('Elenco o file').click();
    await small
      .getByLabel('Incolla gli indirizzi e-mail')
      .fill('uno.e2e@example.it\nsbagliato\nuno.e2e@example.it');
    await small.getByRole('button', { name: "Controlla l'elenco" }).click();
    await small.getByText('Validi: 1', { exact: true }).waitFor();
    await small.getByText('Non validi: 1', { exact: true }).waitFor();
    await small.getByText('Ripetuti: 1', { exact: true }).waitFor();
    await shot(small, 'bulk-paste-phone');
  }, 180_000);
});
