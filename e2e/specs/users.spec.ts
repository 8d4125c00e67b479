import { describe, expect, it } from 'vitest';
import { clientOf, pendingHr } from '../support/arrange';
import { admin, LAPTOP, latestMail, linkIn, PHONE, shot, signInAs, useBrowser } from '../support/browser';

const browser = useBrowser();
const HR = 'e2e.users@example.it';
const PASSWORD = 'Password123!Strong';
const NEW_PASSWORD = 'Nuova-Password1!';

/** An HR user who finished onboarding through the wizard and waits for approval (prepared through the API). */
const arrange = () =>
  pendingHr(browser, {
    email: HR,
    password: PASSWORD,
    firstName: 'Giada',
    lastName: 'Approvanda',
    companyName: 'Approvanda Srl',
  });

describe('users administration and passwords', () => {
  it('approves an HR user only with a price, and the user resets the password by e-mail', async () => {
    const { id } = await arrange();

    // The administrator finds the user awaiting approval: "Approva" waits for the price and says so (issue 26).
    const adminCtx = await browser.context();
    await signInAs(adminCtx, admin().email, admin().password);
    const page = await adminCtx.newPage();
    await page.goto('/user');
    await page.getByRole('heading', { name: 'Utenti HR' }).waitFor();
    await page.getByPlaceholder('Nome, e-mail o azienda').fill('approvanda');
    const row = page.getByRole('row', { name: /Giada Approvanda/ });
    await row.waitFor();
    const approve = row.getByRole('button', { name: 'Approva' });
    await expect.poll(() => approve.isDisabled()).toBe(true);
    const why = await approve.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${why}"]`).textContent()).toBe(
      'Imposta prima il costo della singola visura.',
    );
    // The status badge shows its whole word, on a laptop and on a phone (issue 26: "DA ATTIVA…").
    const badge = row.getByText('Da attivare', { exact: true });
    const cut = () => badge.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    await page.setViewportSize(LAPTOP);
    expect(await cut()).toBe(false);
    await page.setViewportSize(PHONE);
    await badge.scrollIntoViewIfNeeded();
    expect(await cut()).toBe(false);
    await page.setViewportSize(LAPTOP);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'users-list');
    expect((await clientOf(adminCtx, id)).status).toBe('DA_ATTIVARE');

    await row.getByRole('link', { name: /Dettaglio/ }).click();
    await page.getByRole('heading', { name: 'Dati aziendali' }).waitFor();
    expect(await page.getByRole('button', { name: 'Approva' }).isDisabled()).toBe(true);
    await shot(page, 'users-detail-unpriced');
    // The same in English: the reason beside the disabled button.
    await page.getByText('EN', { exact: true }).click();
    await page.getByText('Set the cost of a single report first.').waitFor();
    await shot(page, 'users-detail-unpriced-en');
    await page.getByText('IT', { exact: true }).click();
    await page.getByRole('heading', { name: 'Dati aziendali' }).waitFor();
    // The price is typed key by key; saving without a provider shows why under the choice, nothing is saved.
    const cost = page.getByLabel(/Costo singola visura/);
    await cost.click();
    await cost.pressSequentially('9,90');
    expect(await cost.inputValue()).toBe('9,90');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Seleziona il fornitore predefinito').waitFor();
    expect((await clientOf(adminCtx, id)).singleUserReportCost).toBeNull();
    await page.getByLabel('Cerved').check();
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Costo della singola visura aggiornato con successo.').waitFor();
    await page.getByText('Fornitore predefinito aggiornato con successo.').waitFor();
    expect(await clientOf(adminCtx, id)).toMatchObject({ singleUserReportCost: 990, reportDefault: 'ce' });

    // With the price set, "Approva" is enabled and approves.
    const approveHere = page.getByRole('button', { name: 'Approva' });
    await expect.poll(() => approveHere.isEnabled()).toBe(true);
    await approveHere.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approva' }).click();
    await page.getByRole('button', { name: 'Disabilita' }).waitFor();
    await shot(page, 'users-detail-price');
    expect((await clientOf(adminCtx, id)).status).toBe('ATTIVATO');

    // The HR user forgot the password: the neutral message, the e-mail, the reset page, then sign-in.
    const person = await browser.context();
    const p = await person.newPage();
    await p.goto('/sso');
    await p.getByRole('link', { name: /dimenticat/i }).click();
    await p.getByRole('heading', { name: 'Password dimenticata' }).waitFor();
    await p.getByLabel('E-mail').fill(HR);
    await p.getByRole('button', { name: 'Invia' }).click();
    await p.getByText(/Se l'indirizzo corrisponde a un account/).waitFor();
    const mail = await latestMail(HR, 'password');
    await p.goto(linkIn(mail, '/reset/password/'));
    await p.getByRole('heading', { name: 'Reimposta la password' }).waitFor();
    await p.getByLabel('Nuova password').fill(NEW_PASSWORD);
    await p.getByLabel('Ripeti la password').fill(NEW_PASSWORD);
    await p.getByRole('button', { name: 'Conferma' }).click();
    await p.getByText(/Password aggiornata con successo/).waitFor();
    await shot(p, 'users-reset-done');
    await p.waitForURL('**/sso', { timeout: 15_000 });
    await p.getByRole('button', { name: 'Accedi' }).waitFor();
    await p.getByLabel('E-mail').fill(HR);
    await p.getByLabel(/^Password/).fill(NEW_PASSWORD);
    await p.getByRole('button', { name: 'Accedi' }).click();
    await p.waitForURL('**/home');

    // The same link does not work twice.
    await p.goto(linkIn(mail, '/reset/password/'));
    await p.getByText(/non è valido o è scaduto/).waitFor();
  });
});
