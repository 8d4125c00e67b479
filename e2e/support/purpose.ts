import type { Page } from 'playwright-core';

/** The category every journey that is not about pertinence uses: all checks are pertinent to it. */
export const ALL_CHECKS_PURPOSE = 'Dirigenza con poteri di spesa';

/** Types the role and picks the purpose category of a request form or single visura, as a person does. */
export async function statePurpose(page: Page, role: string, purpose = ALL_CHECKS_PURPOSE) {
  await page.getByLabel(/^Ruolo/).click();
  await page.keyboard.type(role);
  await page
    .getByLabel(/^Finalità/)
    .first()
    .click();
  await page.getByRole('option', { name: purpose, exact: true }).click();
}
