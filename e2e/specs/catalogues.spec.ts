import type { BrowserContext, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, signInAs, useBrowser } from '../support/browser';
import { seedFullLists } from '../support/seed-lists';

const browser = useBrowser();
const PASSWORD = 'Password123!Strong';

/**
 * Words of one language that must never show in the other one's interface: the interface's own words (buttons,
 * headers, months) and the leftovers issue 12 names, none of which occurs in the arranged data.
 */
const FOREIGN_WORDS: Record<'it' | 'en', string[]> = {
  // Shown in the Italian interface, these are English.
  it: [
    'Save',
    'Cancel',
    'Search',
    'Actions',
    'Details',
    'Download',
    'Loading',
    'Submit',
    'Columns',
    'results',
    'Back to',
    'Sign in',
    'Sign out',
    'Logout',
    'Status',
    'Settings',
    'Page not found',
    'Degradation score',
    'Worst 5%',
    'Worst case',
    'Person score',
    'Traversal',
    // Mantine's own name of the password's eye button (issue 26).
    'Toggle password visibility',
    // One spelling of the HR user's role.
    'Hr Utente',
  ],
  // Shown in the English interface, these are Italian.
  en: [
    'Salva',
    'Annulla',
    'Cerca',
    'Azioni',
    'Dettaglio',
    'Indietro',
    'risultati',
    'Nessun',
    'Scaduta',
    'Pagata',
    'Non Pagata',
    'Stato',
    'Colonne',
    'Accedi',
    'Esci',
    'TOTALE',
    'VISURE',
    'Registro Imprese',
    'Sì',
    // One English term for a check: "New check", never "visura" (issue 26).
    'visura',
    // The month names (payment lists, charts) follow the interface's language.
    'Gennaio',
    'Febbraio',
    'Marzo',
    'Aprile',
    'Maggio',
    'Giugno',
    'Luglio',
    'Agosto',
    'Settembre',
    'Ottobre',
    'Novembre',
    'Dicembre',
  ],
};
const FOREIGN = Object.fromEntries(
  Object.entries(FOREIGN_WORDS).map(([lang, words]) => [
    lang,
    new RegExp(`(?<![\\p{L}\\d])(${words.join('|')})(?![\\p{L}\\d])`, 'u'),
  ]),
) as Record<'it' | 'en', RegExp>;

type Ids = Awaited<ReturnType<typeof seedFullLists>> & {
  candidate: string;
  invited: string;
  ticket: string;
  bill: string;
};
let ids: Ids;

beforeAll(async () => {
  const seeded = await seedFullLists(browser, 'e2e.lingue', PASSWORD);
  ids = {
    ...seeded,
    candidate: seeded.candidateId,
    invited: seeded.invitedId,
    ticket: seeded.ticketId,
    bill: seeded.billId,
  };
});

const hrRoutes = () => [
  '/home',
  '/report/create-new-report',
  '/report/create-new-visura',
  '/report/report-history',
  `/report/detail/view/${ids.requestNumber}`,
  '/report/candidate-list',
  `/report/${ids.requestNumber}/candidate/detail/${ids.candidate}`,
  '/consumption/month',
  '/consumption/unpaid',
  '/consumption/all',
  '/consumption/bill',
  `/consumption/bill/detail/${ids.bill}`,
  '/help',
  '/help/create',
  `/help/detail/${ids.ticket}`,
  '/file/list',
  `/file/detail/${ids.documentId}`,
  '/profile/personal',
  '/profile/company',
  '/profile/contract',
  '/profile/password',
];

const adminRoutes = () => [
  '/home',
  '/user',
  `/user/detail/${ids.hrUserId}`,
  '/tenant',
  '/tenant/create-tenant',
  `/tenant/manage-tenant/${ids.tenantId}`,
  '/report/report-history',
  `/report/detail/view/${ids.requestNumber}`,
  '/report/candidate-list',
  `/report/${ids.requestNumber}/candidate/detail/${ids.candidate}`,
  '/consumption/all',
  '/consumption/bill',
  '/consumption/issuer',
  '/help',
  `/help/detail/${ids.ticket}`,
  '/file/list',
  '/file/create',
  `/file/detail/${ids.documentId}`,
  '/admin/personal',
  '/admin/password',
  '/admin/privacy',
];

/** The screens without sign-in: entry, registration, passwords, a candidate's notice and success, not found. */
const publicRoutes = () => [
  '/',
  '/sso',
  '/intro-registrazione',
  '/registrazione',
  '/registrazione/codice-inesistente',
  '/password-dimenticata',
  '/reset/password/codice-inesistente',
  `/report/${ids.requestNumber}/${ids.invited}`,
  `/report/${ids.requestNumber}/${ids.candidate}/success`,
  '/pagina-inesistente',
];

/**
 * Opens each route in the language and collects what a person would see wrong: missing keys, foreign words, not
 * exactly one h1 heading. `inApp`: the first route is opened by its address, the others by the app's own router, as
 * a person moving through the menu (see `people` below for which visits, and why).
 */
async function visit(ctx: BrowserContext, lang: 'it' | 'en', routes: string[], { inApp = false } = {}) {
  await ctx.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const page = await ctx.newPage();
  const network = inFlight(page);
  const problems: string[] = [];
  for (const [i, route] of routes.entries()) {
    if (inApp && i > 0) await navigateInApp(page, route);
    else await page.goto(route);
    await settle(page, network);
    const missing = await page.evaluate(() => (window as { __i18nMissing?: string[] }).__i18nMissing ?? []);
    for (const m of missing) problems.push(`${lang} ${route}: missing key ${m}`);
    // The text a person sees (hidden elements left out), and the names a screen reader reads for icon buttons.
    const names = await page
      .locator('[aria-label]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).join('\n'));
    // Reached through the router, the menu keeps open only the section of the screen it was started on (a section
    // opens for the address the app starts at): every menu item's label is read from the menu itself, closed
    // sections too, so each is still checked in this language.
    const menu = inApp
      ? await page.locator('nav a').evaluateAll((els) => els.map((e) => e.textContent).join('\n'))
      : '';
    // biome-ignore lint/performance/useDomNodeTextContent: the text a person sees, hidden elements left out
    const text = `${await page.locator('body').innerText()}\n${names}\n${menu}`;
    // Addresses, host names and file names (the signed contract contratto.pdf.p7m, another journey's tenant
    // marchio.localhost) look like keys but are data; every match is looked at, so data cannot hide a key after it.
    const rawKey = [
      ...text.matchAll(/(^|\s)([a-z][a-zA-Z]*:)?[a-z][a-zA-Z]+(\.[a-z][a-zA-Z0-9_]+){1,}(?=\s|$)/gm),
    ]
      .map((m) => m[0].trim())
      .find((k) => !/\.(it|com|pdf|p7m|test|example|localhost)$/.test(k));
    if (rawKey) problems.push(`${lang} ${route}: raw key "${rawKey}"`);
    // The registration form and the e-mail confirmation are Italian whatever the chosen language (the spec).
    const shown = route.startsWith('/registrazione') ? 'it' : lang;
    const foreign = text.match(FOREIGN[shown]);
    if (foreign) problems.push(`${lang} ${route}: foreign word "${foreign[0]}"`);
    expect(await page.evaluate(() => document.documentElement.lang), route).toBe(shown);
    // One h1 naming the screen, the first heading a screen reader announces.
    const h1 = await page.locator('h1').allInnerTexts();
    if (h1.length !== 1 || !h1[0]?.trim())
      problems.push(`${lang} ${route}: h1 headings ${JSON.stringify(h1)}`);
  }
  return problems;
}

/** The page's requests still waiting for their answer, from the browser's own request events. */
function inFlight(page: Page) {
  const pending = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (r) => {
    pending.add(r);
    lastChange = Date.now();
  });
  const done = (r: Request) => {
    // A redirect's earlier hops end with the last one.
    for (let hop: Request | null = r; hop; hop = hop.redirectedFrom()) pending.delete(hop);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  /** No request has been waiting for an answer for the last `ms` milliseconds. */
  return { quietFor: (ms: number) => pending.size === 0 && Date.now() - lastChange >= ms };
}

/**
 * Goes to a route through the app's router (React Router follows `popstate`), without starting the app again. The
 * missing keys are counted from here, so each screen reports its own; it returns once the screen has started to
 * change (the router's overlay, the next screen or tab), and `settle` then waits for it to finish.
 */
async function navigateInApp(page: Page, route: string) {
  await page.evaluate(
    (to) =>
      new Promise<void>((changed) => {
        (window as { __i18nMissing?: string[] }).__i18nMissing = [];
        const root = document.getElementById('root') ?? document.body;
        const seen = new MutationObserver(() => {
          seen.disconnect();
          changed();
        });
        seen.observe(root, { childList: true, subtree: true, characterData: true });
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }),
    route,
  );
}

/**
 * Waits for the screen's data and texts: its heading, no skeleton or loader left and no request in flight for a
 * moment. Playwright's `networkidle` waits for 500 ms without requests after every screen, which was a third of this
 * journey's time (104 screens); 200 ms still covers a request the screen makes after rendering an answer.
 */
async function settle(page: Page, network: ReturnType<typeof inFlight>) {
  // The heading comes with the screen's first render; a screen that never shows one is reported by the h1 check,
  // so only the wait is bounded here.
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  await expect.poll(() => network.quietFor(200), { timeout: 15_000, interval: 50 }).toBe(true);
  await expect
    .poll(
      () =>
        page
          .locator(
            '[data-testid="data-table-skeleton"], [data-testid="navigation-overlay"], .mantine-Loader-root, .mantine-Skeleton-root[data-visible]',
          )
          .count(),
      {
        timeout: 15_000,
      },
    )
    .toBe(0);
}

/**
 * Who visits which screens. Every screen is opened by its address (the app started afresh) in Italian. In English the
 * signed-in screens after the first are reached through the router: starting the app costs Chromium about a CPU
 * second a screen, most of this journey (84 signed-in screens), and what only a fresh start shows, a screen using a
 * namespace it does not load itself (there only because an earlier screen loaded it), does not depend on the
 * language: both catalogues have the same keys (a test checks), so the Italian visits find it for both. The
 * public and candidate screens open by address in both languages: they cross the public, candidate and
 * not-found layouts, which the router's navigation does not all render alike (docs/decisions/ci-time.md).
 */
const people = {
  'the public and candidate': async (_lang: 'it' | 'en') => ({
    ctx: await browser.context(),
    routes: publicRoutes(),
    inApp: false,
  }),
  "the HR user's": async (lang: 'it' | 'en') => {
    const ctx = await browser.context();
    await signInAs(ctx, ids.hr, PASSWORD);
    return { ctx, routes: hrRoutes(), inApp: lang === 'en' };
  },
  "the administrator's": async (lang: 'it' | 'en') => {
    const ctx = await browser.context();
    await signInAs(ctx, admin().email, admin().password);
    return { ctx, routes: adminRoutes(), inApp: lang === 'en' };
  },
};

describe('both catalogues on every screen', () => {
  for (const lang of ['it', 'en'] as const) {
    for (const [who, open] of Object.entries(people)) {
      it(`${lang}: ${who} screens show no missing key and no word of the other language`, async () => {
        const { ctx, routes, inApp } = await open(lang);
        expect(await visit(ctx, lang, routes, { inApp })).toEqual([]);
      });
    }
  }
});
