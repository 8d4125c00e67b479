import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords';
import { admin, latestMail, linkIn, query, shot, signInAs, useBrowser } from '../support/browser';

const browser = useBrowser();
const HR = 'e2e.users@example.it';
const PASSWORD = 'Password123!Strong';
const NEW_PASSWORD = 'Nuova-Password1!';

/** An HR user who finished onboarding and waits for approval (arranged in the database). */
async function arrange() {
  const hash = await hashPassword(PASSWORD);
  await query(
    `insert into users (tenant_id, email, password_hash, role, status, verified, first_name, last_name, company_name,
       personal_detail, company_detail)
     select id, $1, $2, 'ROLE_USER', 'DA_ATTIVARE', true, 'Giada', 'Approvanda', 'Approvanda Srl', $3, $4
     from tenants where is_platform`,
    [
      HR,
      hash,
      {
        firstName: 'Giada',
        lastName: 'Approvanda',
        fiscalCode: 'RSSMRA85T10A562S',
        dateOfBirth: '1985-12-10',
        cityOfBirth: 'Firenze',
        countryOfBirth: 'Italia',
        personalResidenceVia: 'Via Roma',
        personalResidenceNCivic: '10',
        personalResidenceCity: 'Firenze',
        personalResidenceProvince: 'FI',
        personalResidenceCountry: 'Italia',
        telephoneNumber: '3331234567',
      },
      {
        businessName: 'Approvanda Srl',
        typeOfCompany: 'SRL',
        vatNumber: '12345678903',
        businessEmail: 'info@approvanda.it',
        companyPec: 'pec@approvanda.it',
        companyResidenceVia: 'Via Milano',
        companyResidenceNCivic: '2',
        companyResidenceCity: 'Milano',
        companyResidenceProvince: 'MI',
        companyResidenceCountry: 'Italia',
      },
    ],
  );
}

describe('users administration and passwords', () => {
  it('approves an HR user, sets the price, and the user resets the password by e-mail', async () => {
    await arrange();

    // The administrator finds the user awaiting approval, approves it and sets the price.
    const adminCtx = await browser.context();
    await signInAs(adminCtx, admin().email, admin().password);
    const page = await adminCtx.newPage();
    await page.goto('/user');
    await page.getByRole('heading', { name: 'Utenti HR' }).waitFor();
    await page.getByPlaceholder('Nome, e-mail o azienda').fill('approvanda');
    const row = page.getByRole('row', { name: /Giada Approvanda/ });
    await row.waitFor();
    await shot(page, 'users-list');
    await row.getByRole('button', { name: 'Approva' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approva' }).click();
    await row.getByRole('button', { name: 'Disabilita' }).waitFor();
    expect((await query('select status from users where email = $1', [HR]))[0]!.status).toBe('ATTIVATO');

    await row.getByRole('link', { name: /Dettaglio/ }).click();
    await page.getByRole('heading', { name: 'Dati aziendali' }).waitFor();
    // The price is typed key by key; saving without a provider shows why under the choice, nothing is saved.
    const cost = page.getByLabel(/Costo singola visura/);
    await cost.click();
    await cost.pressSequentially('9,90');
    expect(await cost.inputValue()).toBe('9,90');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Seleziona il fornitore predefinito').waitFor();
    expect((await query('select single_report_cost_cents from users where email = $1', [HR]))[0]).toEqual({
      single_report_cost_cents: null,
    });
    await page.getByLabel('Cerved').check();
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Costo della singola visura aggiornato con successo.').waitFor();
    await page.getByText('Fornitore predefinito aggiornato con successo.').waitFor();
    await shot(page, 'users-detail-price');
    expect(
      (await query('select single_report_cost_cents, report_default from users where email = $1', [HR]))[0],
    ).toEqual({ single_report_cost_cents: 990, report_default: 'ce' });

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
