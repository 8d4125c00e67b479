import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Opens a section of the sidebar and clicks one of its items, as a person does. An item of a section that is still
 * opening is clipped until the section has grown (its last item longest): the click waits until the item can be hit.
 */
export async function clickMenuItem(page: Page, section: string, item: string) {
  const menu = page.getByRole('navigation', { name: 'menu' });
  await menu.getByText(section, { exact: true }).click();
  const link = menu.getByRole('link', { name: item });
  await expect
    .poll(() =>
      link.evaluate((a) => {
        const r = a.getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest('a') === a;
      }),
    )
    .toBe(true);
  await link.click();
}
