import { describe, expect, it } from 'vitest';
import { approvedHr } from '../support/arrange';
import { PHONE, shot, signInAs, useBrowser } from '../support/browser';

const browser = useBrowser();
const HR = 'e2e.password.change@example.it';
const PASSWORD = 'Password123!Strong';
const NEW_PASSWORD = 'Cambiata-Password1!';

/** An approved HR user (prepared through the API: registration has its own journey). */
const arrange = () =>
  approvedHr(browser, {
    email: HR,
    password: PASSWORD,
    firstName: 'Paola',
    lastName: 'Cambiante',
    companyName: 'Cambiante Srl',
  });

describe('password change', () => {
  it('asks for the current password before setting a new one', async () => {
    const ctx = await arrange();
    const page = await ctx.newPage();
    await page.goto('/profile/password');
    await page.getByRole('heading', { name: 'Cambia password' }).waitFor();

    // Without the current password nothing is sent.
    await page.getByLabel('Nuova password').fill(NEW_PASSWORD);
    await page.getByLabel('Ripeti la password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Conferma' }).click();
    await page.getByText('Inserisci la password attuale').waitFor();

    // A wrong current password (a borrowed session) changes nothing.
    await page.getByLabel('Password attuale').fill('Indovinata-123!');
    await page.getByRole('button', { name: 'Conferma' }).click();
    await page.getByText('La password attuale non è corretta').waitFor();
    await shot(page, 'password-change-wrong-current');
    // Nothing changed: the current password still signs in.
    await signInAs(await browser.context(), HR, PASSWORD);

    await page.getByLabel('Password attuale').fill(PASSWORD);
    await page.getByRole('button', { name: 'Conferma' }).click();
    await page.getByText('Password aggiornata con successo.').waitFor();

    // The new password signs in; the old one no longer does.
    const again = await browser.context({ viewport: PHONE });
    await signInAs(again, HR, NEW_PASSWORD);
    const phone = await again.newPage();
    await phone.goto('/profile/password');
    await phone.getByLabel('Password attuale').waitFor();
    await shot(phone, 'password-change-phone');
    await expect(signInAs(await browser.context(), HR, PASSWORD)).rejects.toThrow(/401|400/);
  });
});
