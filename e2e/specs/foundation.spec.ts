import { describe, expect, it } from 'vitest';
import { hrInStatus, registeredHr } from '../support/arrange';
import { admin, PHONE, shot, useBrowser } from '../support/browser';

const browser = useBrowser();
const PASSWORD = 'Password123!Strong';

/**
 * An HR user left in a state by the registration journey and the administrator (prepared through the API): one
 * who registered but never followed the confirmation link, or one who onboarded and was then handled.
 */
async function hrUser(email: string, status: string, verified: boolean) {
  if (!verified) {
    await registeredHr(browser, { email, password: PASSWORD }, { confirm: false });
    return;
  }
  const person = {
    email,
    password: PASSWORD,
    firstName: 'Giulia',
    lastName: 'Bianchi',
    companyName: 'Bianchi Srl',
  };
  await hrInStatus(browser, person, status as 'DA_ATTIVARE' | 'DISABILITATO' | 'RIFIUTATO');
}

describe('sign-in and sign-out', () => {
  it('sends a signed-out visitor to /sso, signs the administrator in to the administrator menu and out again', async () => {
    const ctx = await browser.context();
    const page = await ctx.newPage();
    await page.goto('/home');
    await page.waitForURL('**/sso');
    await shot(page, 'sso');
    await page.getByLabel('E-mail').fill(admin().email);
    await page.getByLabel(/^Password/).fill(admin().password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL('**/home');
    for (const entry of ['Report', 'Consumi', 'Utenti HR', 'Assistenza']) {
      await page.getByRole('navigation').getByText(entry, { exact: true }).first().waitFor();
    }
    expect(await page.getByText('Amministratore', { exact: true }).first().isVisible()).toBe(true);
    await shot(page, 'admin-home');
    await page.getByText('Esci', { exact: true }).click();
    await page.waitForURL('**/sso');
    await page.goto('/home');
    await page.waitForURL('**/sso');
  });

  it.each([
    ['DA_ATTIVARE', true, "Il tuo profilo è in fase di approvazione, quindi l'accesso è negato"],
    ['DISABILITATO', true, "Il tuo profilo è stato disabilitato, quindi l'accesso è negato"],
    ['RIFIUTATO', true, "Il tuo profilo è stato rifiutato, quindi l'accesso è negato"],
    // Registered, the confirmation link never followed: whatever the state, an unverified e-mail stops the sign-in.
    ['IN_REGISTRAZIONE', false, "L'e-mail dell'utente registrato non è stata verificata"],
  ])('blocks an HR user in status %s (verified %s) with the modal', async (status, verified, message) => {
    const email = `e2e.${status.toLowerCase()}.${verified}@example.it`;
    await hrUser(email, status, verified);
    const ctx = await browser.context({ viewport: PHONE });
    const page = await ctx.newPage();
    await page.goto('/sso');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByText(message).waitFor();
    await shot(page, `blocked-${status.toLowerCase()}`);
    await page.getByRole('button', { name: 'Chiudi' }).click();
    await page.waitForURL('**/sso');
    const session = await ctx.request.get('/api/session');
    expect(session.status()).toBe(401);
  });

  it('shows the not-found page for an unknown address, and again after its home link and the Back button', async () => {
    const ctx = await browser.context();
    const page = await ctx.newPage();
    await page.goto('/non-esiste');
    const notFound = page.getByRole('heading', { name: 'Pagina non trovata' });
    await notFound.waitFor();
    await page.getByRole('link', { name: 'Torna alla pagina iniziale' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await notFound.waitFor({ state: 'detached' });
    // Back is the router's own navigation (popstate), not a new load of the page.
    await page.goBack();
    await page.waitForURL('**/non-esiste');
    await notFound.waitFor();
    await ctx.close();
  });

  it('shows a wrong password as an error without signing in', async () => {
    const ctx = await browser.context();
    const page = await ctx.newPage();
    await page.goto('/sso');
    await page.getByLabel('E-mail').fill(admin().email);
    await page.getByLabel(/^Password/).fill('Wrong1234!Wrong');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByRole('alert').first().waitFor();
    expect(page.url()).toContain('/sso');
  });
});
