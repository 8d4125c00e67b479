import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Opens a section of the sidebar, unless it is open, and clicks one of its items, as a person does. A section opens
 * by itself only when the page that mounts the sidebar is one of its own (a click on an open section closes it). An
 * item of a section that is still opening is clipped until the section has grown (its last item longest): the click
 * waits until the item can be hit, or it may land on nothing.
 */
export async function clickMenuItem(page: Page, section: string, item: string) {
  const menu = page.getByRole('navigation', { name: 'menu' });
  const link = menu.getByRole('link', { name: item });
  if (!(await link.isVisible())) await menu.getByText(section, { exact: true }).click();
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
