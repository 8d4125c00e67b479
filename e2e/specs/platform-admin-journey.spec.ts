import { describe, expect, it } from 'vitest';
import { admin, downloadHead, LAPTOP, shot, signInAs, useBrowser } from '../support/browser';

const browser = useBrowser();
const NAME = 'Brand Tre Giro';
const HOST = 'tenant3.localhost';

/**
 * The platform administrator's tenant screens beyond the white-label journey (tenants.spec.ts): a business plan
 * chosen at creation and changed later, the list's filter and export, a configuration row added and another
 * deleted with its minus control.
 */
describe('platform administrator journey', () => {
  it('creates a Premium tenant, finds and exports it, changes its plan and e-mail configuration', async () => {
    const ctx = await browser.context({ viewport: LAPTOP });
    await signInAs(ctx, admin().email, admin().password);
    const page = await ctx.newPage();
    await page.goto('/home');
    await page.getByRole('navigation').getByText('Tenant', { exact: true }).click();
    await page.getByRole('link', { name: 'Aggiungi tenant' }).click();
    await page.getByLabel('Nome tenant').fill(NAME);
    await page.getByLabel('DNS').fill(HOST);
    await page.getByRole('combobox', { name: 'Piano commerciale' }).click();
    await page.getByRole('option', { name: 'Premium' }).click();
    await page.getByLabel("E-mail dell'amministratore").fill('admin@brand3.it');
    await page.getByLabel("Password dell'amministratore").fill('Password123!Brand3');
    await page.getByRole('button', { name: 'Crea tenant' }).click();
    await page.getByText('Tenant creato con successo').waitFor();
    await page.waitForURL('**/tenant/lista-tenant');

    // The list's name filter keeps the new tenant alone; the export downloads.
    await page.getByText(/\d+ risultati/).waitFor();
    await page.getByLabel('Nome').fill('Tre Giro');
    await page.getByText('1 risultato', { exact: true }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(NAME) });
    await row.getByText('Premium').waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await shot(page, 'platform-journey-tenant-list');
    expect(await downloadHead(page, () => page.getByTestId('export-xlsx').click())).toEqual({
      name: 'Tenant - HRWE.xlsx',
      head: 'PK\u0003\u0004',
    });

    // The detail: plan 'Di base'; an e-mail configuration row added, a second one added and deleted.
    await row.getByRole('link', { name: `Dettaglio di ${NAME}` }).click();
    const email = page.getByTestId('config-email');
    await email.waitFor();
    await page.getByRole('combobox', { name: 'Piano commerciale' }).click();
    await page.getByRole('option', { name: 'Di base' }).click();
    const edit = async (value: string) => {
      await email.getByText('-', { exact: true }).first().dblclick();
      await email.getByRole('textbox').fill(value);
      await email.getByRole('textbox').press('Enter');
    };
    await edit('MAIL_FROM_NAME');
    await edit('Brand Tre');
    await email.getByRole('button', { name: 'Aggiungi riga' }).click();
    await expect.poll(() => email.getByTestId('config-email-row').count()).toBe(2);
    await email.getByRole('button', { name: 'Elimina riga' }).last().click();
    await expect.poll(() => email.getByTestId('config-email-row').count()).toBe(1);
    await shot(page, 'platform-journey-tenant-manage');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Tenant aggiornato con successo').waitFor();
    await page.waitForURL(/\/tenant$/);
    await page.getByText(/\d+ risultati/).waitFor();
    await page.getByLabel('Nome').fill('Tre Giro');
    await page.getByText('1 risultato', { exact: true }).waitFor();
    await row.getByText('Di base').waitFor();

    // What was saved, as the tenant detail's own call reads it back.
    const saved = await ctx.request.get(`/api/config/admin/get/${encodeURIComponent(NAME)}`);
    expect(saved.status()).toBe(200);
    const tenant = await saved.json();
    expect({ dns: tenant.dns, businessPlan: tenant.businessPlan, emailConfig: tenant.emailConfig }).toEqual({
      dns: HOST,
      businessPlan: 'Di base',
      emailConfig: { MAIL_FROM_NAME: 'Brand Tre' },
    });
  });
});
