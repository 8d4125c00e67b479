import { describe, expect, it } from 'vitest';
import { approvedHr } from '../support/arrange';
import { admin, baseUrl, PHONE, shot, signInAs, useBrowser } from '../support/browser';
import { clickMenuItem } from '../support/menu';

const browser = useBrowser();
const HR = 'e2e.apikeys@example.it';
const PASSWORD = 'Password123!Strong';
const KEY_NAME = 'Gestionale selezioni e2e';

/** An approved HR user (prepared through the API: registration has its own journey). */
const arrange = () =>
  approvedHr(browser, {
    email: HR,
    password: PASSWORD,
    firstName: 'Chiara',
    lastName: 'Chiavi',
    companyName: 'Chiavi Srl',
  });

/** What an integration does with the key: one call to the public API. */
const callApi = (secret: string) =>
  fetch(`${baseUrl()}/api/v1/requests`, { headers: { authorization: `Bearer ${secret}` } });

describe('API keys on the profile', () => {
  it('creates a key, shows it once, and revokes it', async () => {
    const ctx = await arrange();
    const page = await ctx.newPage();
    await page.goto('/home');
    await clickMenuItem(page, 'Profilo', 'Chiavi API');
    await page.getByRole('heading', { name: 'Chiavi API', level: 1 }).waitFor();
    await page.getByText('Nessuna chiave API attiva.').waitFor();

    // Without a name nothing is created.
    await page.getByRole('button', { name: 'Crea chiave' }).click();
    await page.getByText('Inserisci un nome per la chiave').waitFor();

    await page.getByLabel('Nome della chiave').pressSequentially(KEY_NAME);
    await page.getByLabel('Scadenza').selectOption({ label: '30 giorni' });
    await page.getByRole('button', { name: 'Crea chiave' }).click();
    await page.getByText(`Chiave «${KEY_NAME}» creata`).waitFor();
    const secret = ((await page.getByLabel('Nuova chiave API').textContent()) ?? '').trim();
    expect(secret).toMatch(/^hrwe_[A-Za-z0-9_-]{43}$/);
    await shot(page, 'api-keys-created-once');

    // The key works at once for an integration.
    expect((await callApi(secret)).status).toBe(200);

    // Once dismissed (or after a reload) the secret is never shown again; the list shows its prefix.
    await page.getByRole('button', { name: 'Ho copiato la chiave' }).click();
    await page.reload();
    const table = page.getByRole('table', { name: 'Chiavi attive' });
    await table.getByRole('cell', { name: KEY_NAME, exact: true }).waitFor();
    await table.getByText(`${secret.slice(0, 11)}…`).waitFor();
    expect(await page.content()).not.toContain(secret);
    expect(await table.getByRole('row').nth(1).textContent()).not.toContain('Mai usata');
    await shot(page, 'api-keys-list');

    // The administrator sees the key with its owner.
    const adminCtx = await browser.context({ viewport: PHONE });
    await signInAs(adminCtx, admin().email, admin().password);
    const adminPage = await adminCtx.newPage();
    await adminPage.goto('/admin/api-keys');
    // On a phone the keys are one card each (a list), and nothing scrolls sideways.
    const adminList = adminPage.getByRole('list', { name: 'Chiavi attive' });
    await adminList.getByRole('listitem').filter({ hasText: KEY_NAME }).getByText(HR).waitFor();
    await adminList.getByRole('button', { name: `Revoca la chiave ${KEY_NAME}` }).waitFor();
    expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(adminPage, 'api-keys-admin-phone');

    // Revoked: gone from the list, and the next call with it is refused.
    await page.getByRole('button', { name: `Revoca la chiave ${KEY_NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Revocare la chiave?' });
    await dialog.getByText(`La chiave «${KEY_NAME}» smetterà subito di funzionare`).waitFor();
    await dialog.getByRole('button', { name: 'Revoca' }).click();
    await page.getByText('Nessuna chiave API attiva.').waitFor();
    // The dialog fades out after the list has changed: the page is photographed (and scanned) once it is gone.
    await dialog.waitFor({ state: 'hidden' });
    const refused = await callApi(secret);
    expect(refused.status).toBe(401);
    expect((await refused.json()).key).toBe('API_KEY_NOT_VALID');
    await shot(page, 'api-keys-revoked');
  });

  it('shows the page on a phone', async () => {
    const ctx = await browser.context({ viewport: PHONE });
    await signInAs(ctx, HR, PASSWORD);
    const page = await ctx.newPage();
    await page.goto('/profile/api-keys');
    await page.getByLabel('Nome della chiave').pressSequentially('Telefono');
    await page.getByRole('button', { name: 'Crea chiave' }).click();
    await page.getByText('Chiave «Telefono» creata').waitFor();
    await shot(page, 'api-keys-created-phone');
    await page.getByRole('button', { name: 'Ho copiato la chiave' }).click();
    // One card per key: name, prefix, dates and its revoke button, with nothing scrolling sideways.
    const card = page
      .getByRole('list', { name: 'Chiavi attive' })
      .getByRole('listitem')
      .filter({ hasText: 'Telefono' });
    await card.getByRole('button', { name: 'Revoca la chiave Telefono' }).waitFor();
    await card.getByText('Mai usata').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'api-keys-list-phone');
  });

  it('renders the API reference from this server', async () => {
    const ctx = await browser.context();
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/api/v1/docs/');
    await page.getByRole('heading', { name: 'HR.We API' }).first().waitFor();
    await page.getByText('Create a report request and invite its candidates').first().waitFor();
    // No documentation tool's own controls on the product's page (issue 26), counted once the page has stopped
    // loading: a control mounted after the content would otherwise pass unseen.
    await page.waitForLoadState('networkidle');
    expect(
      await page.getByRole('button', { name: /Ask AI|Deploy|Developer Tools|Configure|Share/ }).count(),
    ).toBe(0);
    expect(await page.getByRole('link', { name: /Deploy|Ask AI/ }).count()).toBe(0);
    await shot(page, 'api-v1-docs');
    expect(errors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
  });
});
