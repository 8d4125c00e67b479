import { describe, expect, it } from 'vitest';
import { approvedHr } from '../support/arrange';
import { admin, latestMail, linkIn, shot, signInAs, useBrowser } from '../support/browser';

const browser = useBrowser();
const HR = 'e2e.assistenza@example.it';
const PASSWORD = 'Password123!Strong';
const SUBJECT = 'Fattura di ottobre non visibile';
const NOTE = 'Passaggi per riprodurre:\n1. Apro Consumi\n2. La fattura non compare\n';

/** An approved HR user of the platform tenant with a company (prepared through the API). */
async function approvedHrUser() {
  const ctx = await approvedHr(browser, {
    email: HR,
    password: PASSWORD,
    firstName: 'Elena',
    lastName: 'Neri',
    companyName: 'Neri Logistica Srl',
  });
  await ctx.close();
}

describe('support tickets', () => {
  it('an HR user opens a ticket, the administrator answers and closes it, the HR user can no longer reply', async () => {
    await approvedHrUser();

    // The HR user signs in through the /sso form and opens a ticket with an attachment.
    const hrCtx = await browser.context();
    const hrPage = await hrCtx.newPage();
    await hrPage.goto('/sso');
    await hrPage.getByLabel('E-mail').fill(HR);
    await hrPage.getByLabel(/^Password/).fill(PASSWORD);
    await hrPage.getByRole('button', { name: 'Accedi' }).click();
    await hrPage.waitForURL('**/home');
    await hrPage.getByRole('navigation').getByText('Assistenza', { exact: true }).first().click();
    await hrPage.waitForURL('**/help');
    await hrPage.getByRole('heading', { name: 'Assistenza' }).waitFor();
    await hrPage.getByRole('link', { name: 'Nuova richiesta' }).click();
    await hrPage.waitForURL('**/help/create');
    await hrPage.getByRole('heading', { name: 'Nuova richiesta di assistenza' }).waitFor();
    await hrPage.getByRole('button', { name: 'Salva' }).click();
    await hrPage.getByText('Oggetto è un dato richiesto.').waitFor();
    await hrPage.getByText('Messaggio è un dato richiesto.').waitFor();
    await hrPage.getByLabel(/^Oggetto/).fill(SUBJECT);
    await hrPage.getByLabel(/^Messaggio/).fill('Non vedo la fattura di ottobre nella sezione Consumi.');
    await hrPage.locator('input[type="file"]').setInputFiles({
      name: 'passaggi.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(NOTE),
    });
    await shot(hrPage, 'tickets-create-hr');
    await hrPage.getByRole('button', { name: 'Salva' }).click();
    await hrPage.waitForURL('**/help');
    const hrRow = hrPage.getByRole('row').filter({ hasText: SUBJECT });
    await hrRow.getByText('Aperto', { exact: true }).waitFor();
    await shot(hrPage, 'tickets-list-hr');

    // The administrator is e-mailed and finds the ticket in /help.
    const opened = await latestMail(admin().email, `Nuova richiesta di assistenza: ${SUBJECT}`);
    const threadId = linkIn(opened, '/help/detail/').split('/').pop()!;
    const adminCtx = await browser.context();
    await signInAs(adminCtx, admin().email, admin().password);
    const page = await adminCtx.newPage();
    await page.goto('/help');
    const adminRow = page.getByRole('row').filter({ hasText: SUBJECT });
    await adminRow.getByText(HR).waitFor();
    await shot(page, 'tickets-list-admin');
    await adminRow.getByRole('link', { name: 'Gestisci' }).click();
    await page.waitForURL(`**/help/detail/${threadId}`);
    await page.getByRole('heading', { name: SUBJECT }).waitFor();
    await page.getByText('Nessuna risposta').waitFor();
    const attachment = page.getByRole('link', { name: 'passaggi.txt' });
    const [download] = await Promise.all([page.waitForEvent('download'), attachment.click()]);
    expect(download.suggestedFilename()).toBe('passaggi.txt');

    // The administrator answers and takes the ticket in hand ('In gestione').
    await page.getByLabel(/^Messaggio/).fill('Stiamo verificando, ci risentiamo a breve.');
    await page.getByRole('combobox', { name: 'Stato' }).click();
    await page.getByRole('option', { name: 'In gestione' }).click();
    await page.getByRole('button', { name: 'Invia messaggio' }).click();
    await page
      .locator('[data-side="admin"]')
      .getByText('Stiamo verificando, ci risentiamo a breve.')
      .waitFor();
    await page.getByText('In gestione', { exact: true }).first().waitFor();
    await shot(page, 'tickets-answered-admin');
    await page.getByRole('link', { name: 'Indietro' }).first().click();
    await page.waitForURL('**/help');
    await adminRow.getByText('In gestione', { exact: true }).waitFor();
    await shot(page, 'tickets-list-admin-in-manage');

    // The HR user is e-mailed, follows the link and sees the answer on the administrator's side.
    const answered = await latestMail(HR, `Risposta alla richiesta di assistenza: ${SUBJECT}`);
    expect(answered.text).toContain('Stiamo verificando, ci risentiamo a breve.');
    expect(answered.text).toContain('In gestione');
    await hrPage.goto(new URL(linkIn(answered, '/help/detail/')).pathname);
    const adminBubble = hrPage.locator('[data-side="admin"]');
    await adminBubble.getByText('Stiamo verificando, ci risentiamo a breve.').waitFor();
    expect(await adminBubble.getByText(/^Amministratore/).isVisible()).toBe(true);
    expect(await hrPage.getByText('In gestione', { exact: true }).isVisible()).toBe(true);
    // the HR user has no status choice
    expect(await hrPage.getByRole('combobox', { name: 'Stato' }).count()).toBe(0);

    // The HR user replies; the administrators are e-mailed.
    await hrPage.getByLabel(/^Messaggio/).fill('Grazie, resto in attesa.');
    await hrPage.getByRole('button', { name: 'Invia messaggio' }).click();
    const userBubble = hrPage.locator('[data-side="user"]');
    await userBubble.getByText('Grazie, resto in attesa.').waitFor();
    expect(await userBubble.getByText(/^Elena Neri/).isVisible()).toBe(true);
    await shot(hrPage, 'tickets-replied-hr');
    const replied = await latestMail(admin().email, `Risposta alla richiesta di assistenza: ${SUBJECT}`);
    expect(replied.text).toContain('Grazie, resto in attesa.');
    expect(replied.text).toContain('Elena Neri');

    // The administrator sees the reply and closes the ticket ('Chiuso').
    await page.goto(new URL(linkIn(replied, '/help/detail/')).pathname);
    await page.locator('[data-side="user"]').getByText('Grazie, resto in attesa.').waitFor();
    await page
      .getByLabel(/^Messaggio/)
      .fill('Fattura pubblicata: la trova in Consumi. Chiudiamo la richiesta.');
    await page.getByRole('combobox', { name: 'Stato' }).click();
    await page.getByRole('option', { name: 'Chiuso' }).click();
    await page.getByRole('button', { name: 'Invia messaggio' }).click();
    await page
      .locator('[data-side="admin"]')
      .getByText(/Fattura pubblicata/)
      .waitFor();
    await page.getByText('Chiuso', { exact: true }).first().waitFor();
    await shot(page, 'tickets-closed-admin');
    const closed = await latestMail(HR, `Risposta alla richiesta di assistenza: ${SUBJECT}`);
    expect(closed.text).toContain('Fattura pubblicata');
    expect(closed.text).toContain('Chiuso');

    // The HR user can no longer reply: the form is gone, and the server refuses a reply.
    await hrPage.reload();
    await hrPage.getByText('La richiesta è chiusa. Solo un amministratore può riaprirla.').waitFor();
    await hrPage
      .locator('[data-side="admin"]')
      .getByText(/Fattura pubblicata/)
      .waitFor();
    expect(await hrPage.getByRole('button', { name: 'Invia messaggio' }).count()).toBe(0);
    expect(await hrPage.getByLabel(/^Messaggio/).count()).toBe(0);
    await shot(hrPage, 'tickets-closed-hr');
    const refused = await hrCtx.request.post('/api/communication/assistenza/new', {
      data: { threadId, message: 'Un ultimo dubbio' },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).key).toBe('TICKET_CLOSED');
    await hrPage.goto('/help');
    await hrRow.getByText('Chiuso', { exact: true }).waitFor();
    // The thread holds the three replies, as its own call reads them.
    const replies = await hrCtx.request.get(`/api/communication/assistenza/list/${threadId}`);
    expect(replies.status()).toBe(200);
    expect(await replies.json()).toHaveLength(3);
  });
});
