import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords';
import { admin, PHONE, query, shot, signInAs, useBrowser } from '../support/browser';

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
    await query(
      `insert into users (tenant_id, email, password_hash, role, status, verified, first_name, last_name, company_name)
       select id, $1, $2, 'ROLE_USER', 'ATTIVATO', true, 'Fabio', 'Form', 'Form Srl' from tenants where is_platform`,
      [HR, await hashPassword(PASSWORD)],
    );
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
        await shot(page, `forms-${form.name}-${size}`);
        await page.close();
      }
      for (const ctx of Object.values(contexts)) await ctx.close();
    }, 360_000); // nine forms, each photographed and scanned at its size, on a loaded 2-core machine
  }

  it('the profile reads a typed birth date day first and keeps it', async () => {
    await query(`update users set personal_detail = $2 where email = $1`, [
      HR,
      {
        firstName: 'Fabio',
        lastName: 'Form',
        fiscalCode: 'RSSMRA80A01H501U',
        dateOfBirth: '1980-01-01',
        cityOfBirth: 'Roma',
        countryOfBirth: 'Italia',
        personalResidenceVia: 'Via Roma',
        personalResidenceNCivic: '1',
        personalResidenceCity: 'Roma',
        personalResidenceProvince: 'RM',
        personalResidenceCountry: 'Italia',
        telephoneNumberPrefix: '+39',
        telephoneNumber: '3331234567',
      },
    ]);
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
    const [row] = await query<{ birth: string }>(
      `select personal_detail->>'dateOfBirth' as birth from users where email = $1`,
      [HR],
    );
    expect(row).toEqual({ birth: '1985-08-12' });
  });
});
