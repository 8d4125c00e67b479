import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvedHr } from '../support/arrange';
import { admin, PHONE, shot, signInAs, useBrowser } from '../support/browser';

const browser = useBrowser();
const HR = 'e2e.forms@example.it';
const PASSWORD = 'Password123!Strong';
const LAPTOP = { width: 1366, height: 768 };

/** Each form of the product: where it is, who opens it and the name of its submit button. */
const FORMS: { name: string; path: string; who: 'public' | 'hr' | 'admin'; submit: string }[] = [
  { name: 'sign-in', path: '/sso', who: 'public', submit: 'Accedi' },
  { name: 'register', path: '/registrazione', who: 'public', submit: 'Registrati' },
  { name: 'forgot-password', path: '/password-dimenticata', who: 'public', submit: 'Invia' },
  { name: 'visura', path: '/report/create-new-visura', who: 'hr', submit: 'Crea visura' },
  { name: 'new-report', path: '/report/create-new-report', who: 'hr', submit: 'Invia richiesta' },
  { name: 'ticket', path: '/help/create', who: 'hr', submit: 'Salva' },
  { name: 'change-password', path: '/profile/password', who: 'hr', submit: 'Conferma' },
  { name: 'document-request', path: '/file/create', who: 'admin', submit: 'Salva' },
  { name: 'tenant', path: '/tenant/create-tenant', who: 'admin', submit: 'Crea tenant' },
];

async function contextFor(who: 'public' | 'hr' | 'admin', viewport: { width: number; height: number }) {
  const ctx: BrowserContext = await browser.context({ viewport });
  if (who === 'hr') await signInAs(ctx, HR, PASSWORD);
  if (who === 'admin') await signInAs(ctx, admin().email, admin().password);
  return ctx;
}

describe('forms behave one way', () => {
  beforeAll(async () => {
    // Onboarded with a birth date of 01/01/1980 (the wizard's personal step), then approved: through the API.
    const hr = await approvedHr(
      browser,
      { email: HR, password: PASSWORD, firstName: 'Fabio', lastName: 'Form', companyName: 'Form Srl' },
      { personal: { dateOfBirth: '1980-01-01' } },
    );
    await hr.close();
  });

  for (const [size, viewport] of [
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ] as const) {
    it(`every form keeps its button enabled and shows the errors under the fields (${size})`, async () => {
      const contexts = {
        public: await contextFor('public', viewport),
        hr: await contextFor('hr', viewport),
        admin: await contextFor('admin', viewport),
      };
      for (const form of FORMS) {
        const page = await contexts[form.who].newPage();
        await page.goto(form.path);
        const submit = page.getByRole('button', { name: form.submit, exact: true });
        await submit.waitFor();
        expect(await submit.isEnabled(), form.name).toBe(true);
        await submit.click();
        const firstError = page.locator('.mantine-InputWrapper-error').first();
        await firstError.waitFor();
        expect((await firstError.textContent())?.trim(), form.name).not.toBe('');
        expect(new URL(page.url()).pathname, form.name).toBe(form.path);
        // This test runs once at each size: each run photographs its own.
        await shot(page, `forms-${form.name}`, { ownSizeOnly: true });
        await page.close();
      }
      for (const ctx of Object.values(contexts)) await ctx.close();
    }, 360_000); // nine forms, each photographed and scanned at its size, on a loaded 2-core machine
  }

  it('the profile reads a typed birth date day first and keeps it', async () => {
    const ctx = await contextFor('hr', LAPTOP);
    const page = await ctx.newPage();
    await page.goto('/profile/personal');
    const birth = page.getByLabel(/^Data di nascita/);
    await expect.poll(() => birth.inputValue(), { timeout: 10_000 }).toBe('01/01/1980');
    await birth.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('12081985');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await birth.inputValue()).toBe('12/08/1985');
    // Photographed before saving: the page reloads itself 2 s after the save.
    await shot(page, 'forms-profile-birth-date');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Dati salvati. La pagina verrà ricaricata.').waitFor();
    // What the profile now holds, as its own call reads it back.
    await expect
      .poll(async () => (await (await ctx.request.get('/api/user/private/personal')).json()).personalDetail)
      .toMatchObject({ dateOfBirth: '1985-08-12' });
  });
});
