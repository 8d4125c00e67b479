import { describe, expect, it } from 'vitest';
import { admin, LAPTOP, shot, signInAs, useBrowser } from '../support/browser';
import { createTenant } from '../support/tenants';

const browser = useBrowser();
const HOST = 'marchio.localhost';
/** A 1 × 1 PNG, the logo a person uploads. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe("a tenant's brand from its form", () => {
  it('names, logo upload with type check, colour with contrast check and a live preview; the host shows the brand', async () => {
    await createTenant(browser, {
      name: 'acme',
      dns: HOST,
      owner: { email: 'admin@acme.example.it', password: 'Password123!Acme' },
    });
    const ctx = await browser.context({ viewport: LAPTOP });
    await signInAs(ctx, admin().email, admin().password);
    const page = await ctx.newPage();
    await page.goto('/tenant/manage-tenant/acme');
    const form = page.getByTestId('branding');
    const preview = page.getByTestId('branding-preview');

    await form.getByLabel('Nome del prodotto').click();
    await page.keyboard.type('Acme Selezione');
    await form.getByLabel('Ragione sociale').click();
    await page.keyboard.type('Acme Risorse Umane S.p.A.');
    await preview.getByText('Acme Selezione', { exact: true }).waitFor();
    await preview.getByText('© Acme Risorse Umane S.p.A.').waitFor();

    // A GIF is refused where it was chosen; a PNG shows in the preview.
    const logo = form.getByLabel('Logo');
    const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), logo.click()]);
      await chooser.setFiles(file);
    };
    await choose({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await form.getByText("Il logo è un'immagine PNG, JPEG, SVG o WebP (o un indirizzo https)").waitFor();
    await choose({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await preview.getByRole('img', { name: 'Acme Selezione' }).waitFor();

    // A colour white text cannot be read on is refused, and saving waits for a readable one.
    const colour = form.getByLabel('Colore principale');
    await colour.click();
    await page.keyboard.type('#ffe066', { delay: 60 });
    await page.keyboard.press('Tab');
    await form.getByText(/Colore troppo chiaro/).waitFor();
    await page.getByRole('button', { name: 'Salva' }).click();
    expect(await page.getByTestId('tenant-update-success').count()).toBe(0);
    await shot(page, 'branding-form-refused');
    await colour.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('#1971c2', { delay: 60 });
    await page.keyboard.press('Tab');
    await form.getByTestId('branding-contrast').waitFor();
    await shot(page, 'branding-form');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByTestId('tenant-update-success').waitFor();

    // The tenant's host: its brand, never the technical name.
    const visitor = await (await browser.context({ host: HOST })).newPage();
    await visitor.goto('/sso');
    await visitor
      .getByRole('img', { name: /Acme Selezione/ })
      .first()
      .waitFor();
    // biome-ignore lint/performance/useDomNodeTextContent: the text a person sees
    expect(await visitor.locator('body').innerText()).not.toMatch(/\bacme\b/);
  });
});
