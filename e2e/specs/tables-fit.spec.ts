import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, PHONE, shot, signInAs, useBrowser } from '../support/browser';
import { seedFullLists } from '../support/seed-lists';

const browser = useBrowser();
const LAPTOP = { width: 1366, height: 768 };
const PASSWORD = 'Password123!Strong';
let seeded: Awaited<ReturnType<typeof seedFullLists>>;

beforeAll(async () => {
  seeded = await seedFullLists(browser, 'e2e.liste', PASSWORD, { forAdministrator: true });
});

/**
 * A list fits a 1366×768 laptop: without scrolling anything, at least 10 rows are on screen and every button and
 * link of the action column of those rows lies inside the viewport; the page never scrolls sideways.
 */
async function expectFits(
  page: Page,
  path: string,
  name: string,
  { action = 'td[data-actions]' as string | null, rowsOnScreen = true } = {},
) {
  await page.goto(path);
  const rows = page.locator('table tbody tr:not([data-testid="data-table-skeleton"])');
  await rows.nth(9).waitFor();
  await shot(page, `tables-${name}`);
  const tenth = await rows.nth(9).boundingBox();
  expect(tenth, name).not.toBeNull();
  if (rowsOnScreen)
    expect.soft(tenth!.y + tenth!.height, `${name}: 10th row bottom`).toBeLessThanOrEqual(LAPTOP.height);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `${name}: page scrolls sideways`).toBeLessThanOrEqual(0);
  const scrolled = await page
    .locator('table')
    .first()
    .evaluate((t) => (t.closest('.mantine-ScrollArea-viewport') ?? t.parentElement!).scrollLeft);
  expect.soft(scrolled, `${name}: table scrolled`).toBe(0);
  // Every shown column inside the table's frame: nothing is off-screen without the person being told.
  const hiddenInside = await page
    .locator('table')
    .first()
    .evaluate((t) => {
      const box = t.closest('.mantine-ScrollArea-viewport') ?? t.parentElement!;
      return box.scrollWidth - box.clientWidth;
    });
  expect.soft(hiddenInside, `${name}: columns off-screen inside the table`).toBeLessThanOrEqual(0);
  // A list with columns in the row's detail says so above the table, naming them.
  if ((await page.getByRole('button', { name: 'Mostra i dettagli della riga' }).count()) > 0)
    expect
      .soft(await page.getByTestId('hidden-columns').textContent(), `${name}: hidden columns cue`)
      .toMatch(/nascost[ae]: .+ dettaglio di ogni riga/);
  if (!action) return;
  // The buttons, links and switches of the action cells of the first 10 rows, where the browser lays them out.
  const boxes = await rows.evaluateAll(
    (trs, sel) =>
      trs.slice(0, 10).flatMap((tr, row) =>
        [...tr.querySelectorAll(`${sel} a, ${sel} button, ${sel} input`)].map((el) => {
          const r = el.getBoundingClientRect();
          return { row: row + 1, left: r.left, right: r.right, bottom: r.bottom };
        }),
      ),
    action,
  );
  expect.soft(boxes.length, `${name}: action buttons on the first 10 rows`).toBeGreaterThan(0);
  for (const b of boxes) {
    expect.soft(b.left, `${name}: row ${b.row} action left`).toBeGreaterThanOrEqual(0);
    expect.soft(b.right, `${name}: row ${b.row} action right`).toBeLessThanOrEqual(LAPTOP.width);
    if (rowsOnScreen)
      expect.soft(b.bottom, `${name}: row ${b.row} action bottom`).toBeLessThanOrEqual(LAPTOP.height);
  }
}

describe('tables fit a 1366×768 laptop', () => {
  it('every list of an HR user shows 10 rows and its action column without scrolling; a phone scrolls sideways', async () => {
    const ctx = await browser.context({ viewport: LAPTOP });
    await signInAs(ctx, seeded.hr, PASSWORD);
    const page = await ctx.newPage();
    await expectFits(page, '/report/report-history', 'hr-report-history');
    await expectFits(page, `/report/detail/view/${seeded.requestNumber}`, 'hr-report-detail');
    await expectFits(page, '/report/candidate-list', 'hr-candidate-list');
    // The columns a person acts on stay in the table; the request's name and the e-mail are named by the cue.
    for (const header of ['Nome e cognome', 'Stato', 'Data report', 'Eventi negativi', 'Azioni'])
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    expect(await page.getByTestId('hidden-columns').textContent()).toMatch(/Nome report.*E-mail/);
    // An HR user only reads the consumption: no action column.
    await expectFits(page, '/consumption/all', 'hr-consumption', { action: null });
    await expectFits(page, '/consumption/bill', 'hr-bills');
    await expectFits(page, '/help', 'hr-tickets');
    await expectFits(page, '/file/list', 'hr-documents');

    // The report detail's hidden columns are one click away: in the row's detail, or back through the chooser.
    await page.goto(`/report/detail/view/${seeded.requestNumber}`);
    const row = page.getByRole('row', { name: /candidato\.numero6\./ });
    await row.getByRole('button', { name: 'Mostra i dettagli della riga' }).click();
    const detail = page.getByTestId('data-table-row-detail');
    await detail.getByText('RSSMRA80A01H501U').waitFor();
    await detail.getByText(/della Repubblica Italiana/).waitFor();
    await shot(page, 'tables-hr-report-detail-row-open');
    await page.getByRole('button', { name: 'Colonne' }).click();
    await page.getByRole('checkbox', { name: 'Codice fiscale' }).check();
    await page.keyboard.press('Escape');
    await page.getByRole('columnheader', { name: 'Codice fiscale' }).waitFor();
    await page.reload();
    await page.getByRole('columnheader', { name: 'Codice fiscale' }).waitFor();
    await page.getByRole('button', { name: 'Colonne' }).click();
    await page.getByRole('checkbox', { name: 'Codice fiscale' }).uncheck();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('columnheader', { name: 'Codice fiscale' }).count()).toBe(0);

    // A phone keeps the horizontal scrolling inside the table, the action column pinned at its right edge.
    const phone = await (await browser.context({ viewport: PHONE })).newPage();
    await signInAs(phone.context(), seeded.hr, PASSWORD);
    await phone.goto(`/report/detail/view/${seeded.requestNumber}`);
    await phone.locator('table tbody tr').nth(9).waitFor();
    const pageOverflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(pageOverflow).toBeLessThanOrEqual(0);
    const table = phone.locator('table').first();
    const scrollable = await table.evaluate((t) => {
      const box = t.closest('.mantine-ScrollArea-viewport') ?? t.parentElement!;
      return box.scrollWidth > box.clientWidth;
    });
    expect(scrollable).toBe(true);
    const action = phone.locator('table tbody tr').first().getByRole('link', { name: 'Report completo' });
    const box = await action.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await shot(phone, 'tables-hr-report-detail-phone');
    await phone.goto('/report/report-history');
    await phone.locator('table tbody tr').nth(9).waitFor();
    await shot(phone, 'tables-hr-report-history-phone');
  });

  it('every list of an administrator shows 10 rows and its action column without scrolling', async () => {
    const ctx = await browser.context({ viewport: LAPTOP });
    await signInAs(ctx, admin().email, admin().password);
    const page = await ctx.newPage();
    await expectFits(page, '/user', 'admin-users');
    await expectFits(page, '/tenant', 'admin-tenants');
    await expectFits(page, '/report/report-history', 'admin-report-history');
    await expectFits(page, `/report/detail/view/${seeded.requestNumber}`, 'admin-report-detail');
    await expectFits(page, '/report/candidate-list', 'admin-candidate-list');
    for (const header of ['Cliente', 'Nome e cognome', 'Stato', 'Data report', 'Azioni'])
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    await expectFits(page, '/consumption/all', 'admin-consumption');
    // Other journeys seed bills too, and a paid bill offers an administrator no detail link: narrow to this client's.
    await expectFits(page, '/consumption/bill?client=e2e.liste.hr', 'admin-bills');
    await expectFits(page, '/help', 'admin-tickets');
    await expectFits(page, '/file/list', 'admin-documents');
    // The uploads are a section under the request's details: they fit sideways, the page scrolls down to them.
    await expectFits(page, `/file/detail/${seeded.documentId}`, 'admin-document-uploads', {
      action: 'td[data-column=fileName]',
      rowsOnScreen: false,
    });
    const phone = await (await browser.context({ viewport: PHONE })).newPage();
    await signInAs(phone.context(), admin().email, admin().password);
    await phone.goto('/user');
    await phone.locator('table tbody tr').nth(9).waitFor();
    await shot(phone, 'tables-admin-users-phone');
  });
});
