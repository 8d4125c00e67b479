import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords';
import { PHONE, query, shot, signInAs, useBrowser } from '../support/browser';

const browser = useBrowser();
const HR = 'e2e.password.change@example.it';
const PASSWORD = 'Password123!Strong';
const NEW_PASSWORD = 'Cambiata-Password1!';

/** An approved HR user (arranged in the database: registration has its own journey). */
async function arrange() {
  await query(
    `insert into users (tenant_id, email, password_hash, role, status, verified, first_name, last_name, company_name)
     select id, $1, $2, 'ROLE_USER', 'ATTIVATO', true, 'Paola', 'Cambiante', 'Cambiante Srl' from tenants where is_platform`,
    [HR, await hashPassword(PASSWORD)],
  );
}

describe('password change', () => {
  it('asks for the current password before setting a new one', async () => {
    await arrange();
    const ctx = await browser.context();
    await signInAs(ctx, HR, PASSWORD);
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
    const before = await query('select password_changed_at from users where email = $1', [HR]);
    expect(before[0]!.password_changed_at).toBeNull();

    await page.getByLabel('Password attuale').fill(PASSWORD);
    await page.getByRole('button', { name: 'Conferma' }).click();
    await page.getByText('Password aggiornata con successo.').waitFor();
    const after = await query('select password_changed_at from users where email = $1', [HR]);
    expect(after[0]!.password_changed_at).toBeInstanceOf(Date);

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
