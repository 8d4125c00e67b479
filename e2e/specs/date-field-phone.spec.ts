import { describe, expect, it } from 'vitest';
import { approvedHr } from '../support/arrange';
import { PHONE, shot, signInAs, useBrowser } from '../support/browser';

const browser = useBrowser();
const HR = 'e2e.date-phone@example.it';
const PASSWORD = 'Password123!Strong';

/** Issue 26: on a phone the date field's calendar stepped over the next field after a typed date. */
describe('the date field on a phone', () => {
  it('closes the calendar once a whole date is typed, and when Tab leaves the field', async () => {
    const hr = await approvedHr(
      browser,
      { email: HR, password: PASSWORD, firstName: 'Delia', lastName: 'Data', companyName: 'Data Srl' },
      { personal: { dateOfBirth: '1980-01-01' } },
    );
    await hr.close();
    const ctx = await browser.context({ viewport: PHONE });
    await signInAs(ctx, HR, PASSWORD);
    const page = await ctx.newPage();
    await page.goto('/profile/personal');
    const birth = page.getByLabel(/^Data di nascita/);
    await expect.poll(() => birth.inputValue(), { timeout: 10_000 }).toBe('01/01/1980');
    const calendar = page.getByRole('button', { name: 'marzo 1985', exact: true });

    // A tap opens the calendar on the field's month; typing a whole date closes it.
    await birth.click();
    await page.getByRole('button', { name: 'gennaio 1980', exact: true }).waitFor();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('15031985');
    expect(await birth.inputValue()).toBe('15031985');
    await expect.poll(() => calendar.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'gennaio 1980', exact: true }).count()).toBe(0);
    await page.keyboard.press('Tab');
    expect(await birth.inputValue()).toBe('15/03/1985');

    // Opened again, it shows the typed date's month; Tab away closes it without a pick.
    await birth.click();
    await calendar.waitFor();
    await shot(page, 'date-field-phone-open');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => calendar.count()).toBe(0);
    await shot(page, 'date-field-phone-closed');
    expect(await birth.inputValue()).toBe('15/03/1985');
    await ctx.close();
  });
});
