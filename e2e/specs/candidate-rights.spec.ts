import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../apps/server/test/pdf-text';
import { approvedHr } from '../support/arrange';
import { candidateReport, enteredCandidate } from '../support/arrange-requests';
import { ARTIFACTS, latestMail, PHONE, query, shot, useBrowser } from '../support/browser';

const browser = useBrowser();
const HR = 'e2e.diritti@example.it';
const PASSWORD = 'Password123!Strong';
const CANDIDATE = 'e2e.diritti.candidato@example.it';
const CF = 'VRDLGU75M12F205T';
const LAPTOP = { width: 1366, height: 768 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe("the candidate's page: where the checks are, a copy of the data, a contest, the withdrawal", () => {
  it('the candidate follows the checks, downloads their data, contests; HR reviews; the candidate withdraws', async () => {
    // Prepared through the API (the invitation, the consent and the data entry are the reports journey's).
    const hr = await approvedHr(
      browser,
      {
        email: HR,
        password: PASSWORD,
        firstName: 'Sara',
        lastName: 'Neri',
        companyName: 'Diritti E2E Spa',
      },
      { viewport: LAPTOP },
    );
    const { link, requestNumber, uuid, candidate } = await enteredCandidate(browser, hr, {
      email: CANDIDATE,
      companyName: 'Diritti E2E Spa',
      reference: 'Cassiere E2E',
      role: 'Cassiere',
      entry: {
        firstName: 'Luigi',
        lastName: 'Verdi',
        codiceFiscale: CF,
        dateOfBirth: '1975-08-12',
        via: 'Via',
        indirizzo: 'Dante',
        civico: '3',
        cap: '20121',
        provincia: 'MI',
        citta: 'Milano',
      },
    });

    // The candidate opens the same e-mailed link on a phone: the page follows the checks until they are done.
    const phone = await candidate.newPage();
    await phone.goto(link);
    await phone.getByRole('heading', { name: 'La tua pagina' }).waitFor();
    const checks = phone.getByRole('region', { name: 'A che punto sono le verifiche' });
    await checks.getByText(/Le verifiche sono concluse/).waitFor({ timeout: 40_000 });
    expect(await checks.getByText('Conclusa').count()).toBeGreaterThan(0);
    await phone.getByText(/I tuoi dati saranno cancellati o resi anonimi il \d{2}\/\d{2}\/\d{4}/).waitFor();
    await phone.getByRole('link', { name: HR }).waitFor();
    await shot(phone, 'rights-candidate-page-phone');
    await phone.setViewportSize(LAPTOP);
    await shot(phone, 'rights-candidate-page-laptop');
    await phone.setViewportSize(PHONE);

    // A copy of my data: JSON and PDF, saved by the browser.
    const [json] = await Promise.all([
      phone.waitForEvent('download'),
      phone.getByRole('button', { name: 'Scarica JSON' }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^i-miei-dati-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await json.path())!, 'utf8'));
    expect(data.candidate).toMatchObject({ codice_fiscale: CF, email: CANDIDATE });
    expect(data.controller.companyName).toBe('Diritti E2E Spa');
    const [pdf] = await Promise.all([
      phone.waitForEvent('download'),
      phone.getByRole('button', { name: 'Scarica PDF' }).click(),
    ]);
    const pdfPath = (await pdf.path())!;
    fs.copyFileSync(pdfPath, path.join(ARTIFACTS, 'rights-copy-of-my-data.pdf'));
    expect((await pdfText(fs.readFileSync(pdfPath))).replace(/\s+/g, ' ')).toContain('Copia dei tuoi dati');

    // Contest a result, with a document.
    await phone.getByRole('button', { name: 'Contesta un risultato' }).click();
    await phone.getByRole('button', { name: 'Invia la contestazione' }).click();
    await phone.getByText('Il messaggio è obbligatorio').waitFor();
    await phone
      .getByLabel(/Cosa è sbagliato/)
      .fill('Il protesto indicato non è mio: allego la visura della Camera di Commercio.');
    await phone
      .locator('input[type="file"]')
      .setInputFiles({ name: 'visura-camerale.pdf', mimeType: 'application/pdf', buffer: PDF });
    await phone.getByRole('button', { name: 'Invia la contestazione' }).click();
    await phone.getByText('In attesa di revisione').waitFor();
    await shot(phone, 'rights-candidate-contest-sent');

    // The HR user reads "Contestato" on the report and records the human review.
    const page = await hr.newPage();
    await page.goto(`/report/${requestNumber}/candidate/detail/${uuid}`);
    await page.getByText('Contestato', { exact: true }).waitFor();
    await page.getByRole('link', { name: /visura-camerale\.pdf/ }).waitFor();
    await shot(page, 'rights-hr-report-contested');
    await page.getByRole('button', { name: 'Registra la revisione' }).click();
    await page.getByText("Scegli l'esito della revisione").waitFor();
    await page.getByLabel('Risultato corretto').check();
    await page
      .getByLabel(/Nota per il candidato/)
      .fill('Il protesto era di un omonimo: abbiamo corretto la valutazione.');
    await page.getByRole('button', { name: 'Registra la revisione' }).click();
    await page.getByText('Risultato corretto', { exact: true }).last().waitFor();
    await expect.poll(() => page.getByText('Contestato', { exact: true }).count()).toBe(0);
    await shot(page, 'rights-hr-report-reviewed');
    const outcome = await latestMail(CANDIDATE, 'esito della tua contestazione');
    expect(outcome.text).toContain('abbiamo corretto la valutazione');

    // Not proceeding because of the report: the summary goes to the candidate first, with a window to contest it.
    const hiring = page.getByTestId('candidate-hiring');
    await hiring.getByText('Nessun esito registrato.').waitFor();
    await hiring.getByRole('button', { name: 'Invia la sintesi al candidato' }).click();
    await hiring.getByText(/Sintesi del report inviata il .* fino al \d{2}\/\d{2}\/\d{4} compreso/).waitFor();
    const summary = await latestMail(CANDIDATE, 'sintesi del report');
    expect(summary.text).toMatch(/contestarlo entro il \d{2}\/\d{2}\/\d{4}/);
    await hiring.getByLabel('Non procede').check();
    await hiring.getByLabel('A causa del report').check();
    await hiring.getByRole('button', { name: "Registra l'esito" }).click();
    await hiring.getByText('Il termine concesso al candidato per contestare non è ancora scaduto').waitFor();
    await shot(page, 'rights-hr-outcome-window-open');
    // The working days pass (the window's end is moved to yesterday): now the decision is recorded. Only the clock
    // is moved, in SQL: no call of the product makes days pass.
    await query(
      `update adverse_notices set window_ends_at = now() - interval '1 day' where candidate_id = $1`,
      [uuid],
    );
    await hiring.getByRole('button', { name: "Registra l'esito" }).click();
    await hiring.getByText(/Esito registrato: Non procede \(a causa del report\), il /).waitFor();
    await shot(page, 'rights-hr-outcome-recorded');

    // The candidate sees the outcome, then withdraws consent: data erased, evidence kept, HR told.
    await phone.reload();
    await phone.getByText('Esaminata: risultato corretto').waitFor();
    await phone.getByRole('button', { name: 'Revoca il consenso' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Vuoi revocare il consenso?' });
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await phone.getByRole('button', { name: 'Revoca il consenso' }).click();
    await dialog.getByRole('button', { name: 'Conferma la revoca' }).click();
    await phone.getByText('Hai revocato il consenso', { exact: true }).waitFor();
    expect(await phone.getByText('Ottimo, hai fatto tutto!').count()).toBe(0);
    await shot(phone, 'rights-candidate-withdrawn-phone');
    const report = await candidateReport(hr, requestNumber, uuid);
    expect(report.candidate).toMatchObject({ email: 'anonimizzato', codiceFiscale: null });
    expect(report.consents.map((c) => c.choice)).toEqual(['given', 'withdrawn']);
    // HR is told; once delivered, the erasure keeps of that mail only its recipient's domain, template and state.
    await expect
      .poll(
        async () =>
          (
            await query<{ to_address: string; status: string; text: string }>(
              'select to_address, status, text from mails where idempotency_key = $1',
              [`candidate-withdrawn:${uuid}`],
            )
          )[0],
        { timeout: 15_000 },
      )
      .toEqual({ to_address: `…@${HR.split('@')[1]}`, status: 'outbox', text: '' });

    await page.goto(`/report/detail/view/${requestNumber}`);
    await page.getByRole('row').getByText('Consenso revocato').waitFor();
    await shot(page, 'rights-hr-request-withdrawn');

    // The report keeps the consent evidence: the consent and its withdrawal, the notice's version and what it stated.
    await page.goto(`/report/${requestNumber}/candidate/detail/${uuid}`);
    const evidence = page.getByTestId('candidate-consents');
    await evidence.getByRole('heading', { name: 'Consenso del candidato' }).waitFor();
    const rows = evidence.getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(1).textContent()).toMatch(
      /Consenso dato[\s\S]*privacy-candidato-2026-01[\s\S]*Cassiere/,
    );
    expect(await rows.nth(2).textContent()).toMatch(/Consenso revocato[\s\S]*privacy-candidato-2026-01/);
    await shot(page, 'rights-hr-consent-evidence');
  });
});
