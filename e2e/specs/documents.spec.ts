import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { approvedHr } from '../support/arrange';
import { admin, latestMail, linkIn, query, shot, signInAs, useBrowser } from '../support/browser';

const browser = useBrowser();
const HR = 'e2e.documenti@example.it';
const PASSWORD = 'Password123!Strong';
// Not "visura": the catalogue journey reads the administrator's document list in English beside this one and
// cannot tell a name typed here from the interface's own words (its FOREIGN list forbids "visura" in English).
const NAME = 'Certificato camerale aggiornato';

/** A minimal but well-formed one-page PDF (catalog, pages, page, xref with real offsets). */
function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** An approved HR user of the platform tenant with a company (prepared through the API). */
async function approvedHrUser() {
  const ctx = await approvedHr(browser, {
    email: HR,
    password: PASSWORD,
    firstName: 'Marco',
    lastName: 'Gialli',
    companyName: 'Gialli Costruzioni Srl',
  });
  await ctx.close();
}

/** The request as the administrator's calls read it: its state and how many files were uploaded to it. */
const requestOf = async (adminCtx: BrowserContext, requestId: string) =>
  (await (await adminCtx.request.get(`/api/document/upload/get/${requestId}`)).json()) as { status: string };
const uploadsOf = async (adminCtx: BrowserContext, requestId: string) =>
  (
    (await (await adminCtx.request.get(`/api/document/upload/get/${requestId}/uploads`)).json()) as {
      count: number;
    }
  ).count;

describe('document requests', () => {
  it('the administrator requests a Visura Camerale, the HR user uploads a PDF, the administrator closes the request', async () => {
    await approvedHrUser();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrwe-e2e-documents-'));
    const pdfPath = path.join(dir, 'certificato-camerale.pdf');
    fs.writeFileSync(pdfPath, minimalPdf());

    // The administrator signs in through the /sso form and asks the HR user for the document.
    const adminCtx = await browser.context();
    const page = await adminCtx.newPage();
    await page.goto('/sso');
    await page.getByLabel('E-mail').fill(admin().email);
    await page.getByLabel(/^Password/).fill(admin().password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL('**/home');
    await page.goto('/file/list');
    await page.getByRole('heading', { name: 'Documenti' }).waitFor();
    await page.getByRole('link', { name: 'Richiedi documento' }).click();
    await page.waitForURL('**/file/create');
    await page.getByRole('heading', { name: 'Richiedi documento' }).waitFor();

    // Saving empty shows the required-field messages.
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText("selezionare l'utente richiesto").waitFor();
    await page.getByText('Nome documento è un dato richiesto.').waitFor();

    await page.getByRole('combobox', { name: 'Utente HR' }).click();
    await page.getByRole('option', { name: `Marco Gialli (${HR})` }).click();
    await page.getByRole('combobox', { name: 'Tipologia del documento' }).click();
    await page.getByRole('option', { name: 'Visura Camerale', exact: true }).click();
    await page.getByLabel(/^Nome documento/).fill(NAME);
    await page
      .getByLabel(/^Descrizione documento/)
      .fill('Certificato camerale della società con data non anteriore a 3 mesi.');
    await shot(page, 'documents-create-admin');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.waitForURL('**/file/list');
    const adminRow = page.getByRole('row').filter({ hasText: NAME });
    await adminRow.waitFor();
    expect(await adminRow.getByText(HR).isVisible()).toBe(true);
    // At 1366 the type is one of the columns kept in the row's detail: open it as a person does.
    await adminRow.getByRole('button', { name: 'Mostra i dettagli della riga' }).click();
    const detail = page.getByTestId('data-table-row-detail');
    expect(await detail.getByText('Visura Camerale', { exact: true }).isVisible()).toBe(true);
    await shot(page, 'documents-list-admin');

    // The HR user is e-mailed a link to the request.
    const mail = await latestMail(HR, `Richiesta documento: ${NAME}`);
    const requestId = linkIn(mail, '/file/detail/').split('/').pop()!;
    expect(mail.text).toContain('Visura Camerale');

    // The HR user (another person) opens the list and the request to upload.
    const hrCtx = await browser.context();
    await signInAs(hrCtx, HR, PASSWORD);
    const hrPage = await hrCtx.newPage();
    await hrPage.goto('/file/list');
    await hrPage.getByRole('heading', { name: 'Documenti' }).waitFor();
    const hrRow = hrPage.getByRole('row').filter({ hasText: NAME });
    await hrRow.waitFor();
    await shot(hrPage, 'documents-list-hr-open');
    await hrRow.getByRole('link', { name: 'Carica documento' }).click();
    await hrPage.waitForURL(`**/file/detail/${requestId}`);
    await hrPage.getByRole('heading', { name: 'Gestione documenti' }).waitFor();
    await hrPage.getByText('Nessun documento caricato').waitFor();
    const input = hrPage.locator('input[type="file"]');
    // Read-only check of what no screen or call shows: a refused upload leaves no stored file of the HR user behind
    // (theirs only: other journeys run beside this one and store files of their own).
    const files = async () =>
      Number(
        (
          await query<{ n: string }>(
            'select count(*) as n from files where owner_user_id = (select id from users where email = $1)',
            [HR],
          )
        )[0]!.n,
      );
    const filesBefore = await files();

    // A wrong file type: an executable is refused in the form, and submitting sends nothing.
    await input.setInputFiles({
      name: 'visura.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ not a document'),
    });
    await hrPage.getByText('Tipo di file errato').waitFor();
    await shot(hrPage, 'documents-wrong-type-hr');
    await hrPage.getByRole('button', { name: 'Carica documento' }).click();
    await hrPage.getByText('Tipo di file errato').waitFor();
    expect(await hrPage.getByText('Documento caricato correttamente.').count()).toBe(0);

    // A file that calls itself .pdf but is not a PDF is refused by the server.
    await input.setInputFiles({
      name: 'visura-finta.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('questo non è un PDF'),
    });
    const [answer] = await Promise.all([
      hrPage.waitForResponse((r) => r.url().includes(`/api/document/upload/add/file/${requestId}`)),
      hrPage.getByRole('button', { name: 'Carica documento' }).click(),
    ]);
    expect(answer.status()).toBe(400);
    await hrPage.getByText('Tipo di file errato').waitFor();
    await shot(hrPage, 'documents-fake-pdf-hr');
    expect(await uploadsOf(adminCtx, requestId)).toBe(0);
    expect(await files()).toBe(filesBefore);
    expect(await hrPage.getByText('Nessun documento caricato').isVisible()).toBe(true);

    // The real PDF is accepted, the HR user is back on the list, and it is the request's last uploaded document.
    await input.setInputFiles(pdfPath);
    await hrPage.getByRole('button', { name: 'Carica documento' }).click();
    await hrPage.getByText('Documento caricato correttamente.').waitFor();
    await hrPage.waitForURL('**/file/list');
    await hrPage
      .getByRole('row')
      .filter({ hasText: NAME })
      .getByRole('link', { name: 'Carica documento' })
      .click();
    await hrPage.waitForURL(`**/file/detail/${requestId}`);
    await hrPage.getByRole('link', { name: 'certificato-camerale.pdf' }).waitFor();
    expect(await uploadsOf(adminCtx, requestId)).toBe(1);
    await shot(hrPage, 'documents-uploaded-hr');

    // The administrator is told by e-mail (issue 26) and follows its link to the detail's table of uploads.
    const told = await latestMail(admin().email, `Documento caricato: ${NAME}`);
    expect(told.text).toContain(`Marco Gialli (${HR}) ha caricato il file "certificato-camerale.pdf"`);
    await page.goto(linkIn(told, `/file/detail/${requestId}`));
    await page.getByRole('heading', { name: 'Documenti caricati' }).waitFor();
    const uploadLink = page.getByRole('row').getByRole('link', { name: 'certificato-camerale.pdf' });
    await uploadLink.waitFor();
    expect(await page.getByText(`Marco Gialli (${HR})`).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Carica documento' }).count()).toBe(0);
    await shot(page, 'documents-detail-admin');
    const [download] = await Promise.all([page.waitForEvent('download'), uploadLink.click()]);
    expect(download.suggestedFilename()).toBe('certificato-camerale.pdf');
    expect(fs.readFileSync(await download.path())).toEqual(minimalPdf());

    // The administrator closes the request from the list.
    await page.goto('/file/list');
    const toggle = adminRow.getByRole('switch', { name: `Richiesta ${NAME} aperta` });
    await toggle.waitFor({ state: 'attached' });
    expect(await toggle.isChecked()).toBe(true);
    await adminRow.locator('.mantine-Switch-track').click(); // the track a person clicks covers the input
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await adminRow.getByText('Chiuso', { exact: true }).waitFor();
    await adminRow.getByText('certificato-camerale.pdf').waitFor();
    await shot(page, 'documents-list-admin-closed');
    expect((await requestOf(adminCtx, requestId)).status).toBe('CLOSE');

    // The HR user now only views it: no upload action in the list, no upload form in the detail.
    await hrPage.goto('/file/list');
    await hrRow.getByRole('link', { name: 'Vedi dettaglio' }).waitFor();
    expect(await hrRow.getByRole('link', { name: 'Carica documento' }).count()).toBe(0);
    await hrRow.getByRole('link', { name: 'Vedi dettaglio' }).click();
    await hrPage.waitForURL(`**/file/detail/${requestId}`);
    await hrPage.getByText('La richiesta è chiusa: non è possibile caricare altri documenti.').waitFor();
    expect(await hrPage.locator('input[type="file"]').count()).toBe(0);
    expect(await hrPage.getByRole('button', { name: 'Carica documento' }).count()).toBe(0);
    await hrPage.getByRole('link', { name: 'certificato-camerale.pdf' }).waitFor();
    await shot(hrPage, 'documents-detail-hr-closed');

    // And the server refuses an upload on the closed request.
    const refused = await hrCtx.request.post(`/api/document/upload/add/file/${requestId}`, {
      multipart: {
        file: { name: 'altro.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
      },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).key).toBe('DOCUMENT_CLOSED');
    expect(await uploadsOf(adminCtx, requestId)).toBe(1);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
