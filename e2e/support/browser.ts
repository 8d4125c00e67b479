import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import pg from 'pg';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, inject, onTestFailed } from 'vitest';

export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
fs.mkdirSync(ARTIFACTS, { recursive: true });

export const baseUrl = () => inject('baseUrl');
export const admin = () => inject('admin');

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/**
 * One browser per spec file. `context()` opens a fresh, cookie-less browser profile (a person); every page
 * opened is screenshotted into e2e/artifacts when a test fails.
 */
export function useBrowser() {
  let browser: Browser;
  const pages: Page[] = [];
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(() => {
    pages.length = 0;
    onTestFailed(async ({ task }) => {
      for (const [i, p] of pages.entries()) {
        if (!p.isClosed())
          await p.screenshot({
            path: path.join(ARTIFACTS, `failed-${slug(task.name)}-${i}.png`),
            fullPage: true,
          });
      }
    });
  });
  return {
    /**
     * `api`: a person who only calls the API (an arrangement), with no pages: on a tenant's host the calls go to this
     * machine's address with the tenant's Host header, since Node does not resolve *.localhost as Chromium does.
     */
    async context(
      opts: {
        viewport?: { width: number; height: number };
        host?: string;
        api?: boolean;
        /** Another server's address (a journey's own server, as the MFA journey starts). */
        base?: string;
      } = {},
    ): Promise<BrowserContext> {
      const viaHostHeader = opts.api && opts.host;
      const ctx = await browser.newContext({
        viewport: opts.viewport ?? DESKTOP,
        locale: 'it-IT',
        baseURL: opts.base ?? baseFor(viaHostHeader ? undefined : opts.host),
        ...(viaHostHeader ? { extraHTTPHeaders: { host: new URL(baseFor(opts.host)).host } } : {}),
      });
      ctx.on('page', (p) => pages.push(p));
      return ctx;
    },
  };
}

/** The server's address under another host name (a white-label tenant): *.localhost resolves to this machine. */
export function baseFor(host?: string) {
  const u = new URL(baseUrl());
  if (host) u.hostname = host;
  return u.toString().replace(/\/$/, '');
}

/** Signs a browser context in through the API (the cookie lands in the context), as a fixture does. */
export async function signInAs(ctx: BrowserContext, email: string, password: string) {
  const res = await ctx.request.post('/api/session', { data: { email, password } });
  if (!res.ok()) throw new Error(`sign-in as ${email} failed: ${res.status()} ${await res.text()}`);
}

/**
 * Direct database access, read-only for what a person reads elsewhere (an e-mail in the outbox). Arrangements go
 * through the public API (support/arrange.ts); the few writes left are what no call makes (the clock moved back, the
 * seeded past of support/seed-lists.ts), each with its reason beside it.
 */
export async function query<T extends pg.QueryResultRow = pg.QueryResultRow>(
  sql: string,
  params: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** The newest e-mail to an address, waiting for the mail job to deliver it to the outbox. */
export async function latestMail(to: string, subjectPart = '', timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const rows = await query<{ subject: string; text: string; html: string; status: string }>(
      `select subject, text, html, status from mails where to_address = $1 and subject ilike $2 order by id desc limit 1`,
      [to, `%${subjectPart}%`],
    );
    if (rows[0] && rows[0].status !== 'queued') return rows[0];
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no e-mail to ${to} (${subjectPart})`);
}

/** The first link of an e-mail that starts with the given path. */
export function linkIn(mail: { text: string }, pathStart: string): string {
  const m = mail.text.match(new RegExp(`https?://[^\\s]*${pathStart.replace(/[/]/g, '\\/')}[^\\s]*`));
  if (!m) throw new Error(`no link ${pathStart} in mail`);
  return m[0];
}

export const LAPTOP = { width: 1366, height: 768 };

/** A click that makes the browser download a file: its name and bytes. */
export async function download(page: Page, click: () => Promise<unknown>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
}

/** A downloaded file's name and first four characters (%PDF, PK…): enough to tell its format. */
export async function downloadHead(page: Page, click: () => Promise<unknown>) {
  const file = await download(page, click);
  return { name: file.name, head: file.bytes.subarray(0, 4).toString() };
}

/**
 * A main screen for a person to look at, at both sizes people use (1366×768 laptop, 390×844 phone: `name-1366.png`,
 * `name-390.png`), and its accessibility scan at the size the journey uses: no screen may have a serious or
 * critical axe violation (WCAG 2.1 A/AA): every screenshot a journey takes is scanned. The page goes back to its own
 * size afterwards, so the journey continues as it was. `ownSizeOnly`: a journey that itself runs once per size
 * (forms) takes each size in its own run, so the other size's picture would be taken twice.
 */
export async function shot(page: Page, name: string, { ownSizeOnly = false } = {}) {
  const own = page.viewportSize() ?? LAPTOP;
  const other = own.width === PHONE.width ? LAPTOP : PHONE;
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${own.width}.png`), fullPage: true });
  const problems = await accessibilityProblems(page, `${name}-${own.width}`);
  if (ownSizeOnly) {
    expect(problems, `${name}: serious or critical accessibility violations`).toEqual([]);
    return;
  }
  await page.setViewportSize(other);
  await settledLayout(page);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${other.width}.png`), fullPage: true });
  await page.setViewportSize(own);
  await settledLayout(page);
  expect(problems, `${name}: serious or critical accessibility violations`).toEqual([]);
}

/**
 * Waits for the layout to follow a new viewport size: two frames, then the end of every finite animation or
 * transition (the sidebar sliding away on a phone), so the journey measures the page as a person would see it.
 */
async function settledLayout(page: Page) {
  await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

const AXE_LOG = path.join(ARTIFACTS, 'axe-results.jsonl');

/**
 * The axe scan of the page as it is: every result is appended to e2e/artifacts/axe-results.jsonl (for people and
 * the coverage figures); the serious and critical violations, and headings out of order, are returned one line each.
 */
export async function accessibilityProblems(page: Page, name: string): Promise<string[]> {
  const started = Date.now();
  // Only the violations are collected in detail: the passes would double the scan's time. Legacy mode runs axe.run
  // in the page itself; the default runs it per frame and finishes in a new blank page of the context, which took
  // twice as long per scan (2.8 s against 1.3 s under load, the same violations) for an app that has no frames.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  fs.appendFileSync(
    AXE_LOG,
    `${JSON.stringify({
      name,
      url: page.url(),
      ms: Date.now() - started,
      violations: violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => ({
          target: n.target.join(' '),
          html: n.html.slice(0, 200),
          why: n.failureSummary,
        })),
      })),
    })}\n`,
  );
  return (
    violations
      // Headings out of order are only "moderate" to axe, but a screen reader user moves by them: they count too.
      .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
      .map(
        (v) =>
          `${name} ${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
      )
  );
}

const slug = (s: string) => s.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
