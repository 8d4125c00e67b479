/// <reference lib="dom" />
/**
 * Screenshots of a built web app on the seeded database, to compare two builds pixel by pixel (a change meant to
 * leave every screen as it was, such as which stylesheets a page loads: docs/decisions/web-candidate-css.md).
 *   npx tsx bench/screens.ts shoot DIST OUT   the pages below (public, HR user, administrator, the candidate's three
 *                                             pages) at 1366×768 and 390×844, full page, served from DIST
 *   npx tsx bench/screens.ts compare A B      the pixels that differ between the same-named PNGs of two folders
 * The database is bench/data (BENCH_DATA_DIR for another, seeded with `npm run bench:seed -- tiny`); the candidate's
 * links are made once and kept in it, so both builds show the same data.
 */
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { chromium, type Page } from 'playwright-core';
import { startApp } from '../apps/server/src/bootstrap';
import { loadConfig } from '../apps/server/src/config';
import { BENCH_PASSWORD, openBenchDatabase } from './lib/db';
import { findSubjects } from './lib/subjects';
import { CHROMIUM, makeLink } from './lighthouse';

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

/** The candidate's three links (before consent, after it, data sent), made once and found again by their reference. */
async function links(pool: import('pg').Pool) {
  const s = await findSubjects(pool);
  const states = { notice: [false, false], entry: [true, false], success: [true, true] } as const;
  const found: Record<string, { number: string; uuid: string }> = {};
  for (const [name, [consent, submitted]] of Object.entries(states)) {
    const ref = `Screens ${name}`;
    const kept = await pool.query<{ number: string; uuid: string }>(
      `select r.request_number as number, c.id as uuid from report_requests r join candidates c on c.request_id = r.id
        where r.reference_person = $1`,
      [ref],
    );
    found[name] = kept.rows[0] ?? (await makeLink(pool, s, consent, submitted));
    await pool.query('update report_requests set reference_person = $1 where request_number = $2', [
      ref,
      found[name]!.number,
    ]);
  }
  return { s, notice: found.notice!, entry: found.entry!, success: found.success! };
}

async function shoot(dist: string, out: string) {
  fs.mkdirSync(out, { recursive: true });
  const db = await openBenchDatabase();
  const { s, notice, entry, success } = await links(db.pool);
  const config = loadConfig({
    NODE_ENV: 'test',
    MFA_REQUIRED_FOR_ADMINS: 'false',
    LOG_LEVEL: 'silent',
    PORT: '0',
    WEB_DIST: path.resolve(dist),
  });
  const started = await startApp(config, db.url, {
    workers: false,
    logger: pino({ level: 'silent' }) as never,
  });
  await started.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://localhost:${(started.app.server.address() as { port: number }).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
  const candidate = (l: { number: string; uuid: string }) => `/report/${l.number}/${l.uuid}`;
  const people: { who: string; email?: string; pages: string[] }[] = [
    { who: 'public', pages: ['/sso', '/intro-registrazione', '/password-dimenticata'] },
    {
      who: 'candidate',
      pages: [candidate(notice), `${candidate(entry)}/entry`, `${candidate(success)}/success`],
    },
    {
      who: 'hr',
      email: s.hr.email,
      pages: [
        '/home',
        '/report/report-history',
        `/report/detail/view/${s.requestNumber}`,
        `/report/${s.requestNumber}/candidate/detail/${s.candidateId}`,
        '/report/create-new-report',
        '/report/candidate-list',
        '/consumption/month',
        '/help',
        '/file/list',
        '/profile/personal',
      ],
    },
    {
      who: 'admin',
      email: 'admin@bench.it',
      pages: ['/home', '/user', '/consumption/bill', '/tenant', '/admin/settings', '/help', '/file/list'],
    },
  ];
  try {
    for (const viewport of VIEWPORTS) {
      for (const p of people) {
        const ctx = await browser.newContext({
          viewport,
          locale: 'it-IT',
          baseURL: base,
          reducedMotion: 'reduce',
        });
        if (p.email) {
          const res = await ctx.request.post('/api/session', {
            data: { email: p.email, password: BENCH_PASSWORD },
          });
          if (!res.ok()) throw new Error(`sign-in as ${p.email}: ${res.status()} ${await res.text()}`);
        }
        const page = await ctx.newPage();
        for (const [i, url] of p.pages.entries()) {
          await page.goto(url, { waitUntil: 'networkidle' });
          await settle(page);
          const name = `${p.who}-${String(i).padStart(2, '0')}-${url.split('/')[1] || 'root'}-${viewport.width}.png`;
          await page.screenshot({
            path: path.join(out, name),
            fullPage: true,
            animations: 'disabled',
            caret: 'hide',
          });
        }
        await ctx.close();
      }
    }
  } finally {
    await browser.close();
    await started.close();
    await db.stop();
  }
}

/** The page's first screen is up: the boot placeholder gone, no loader left, the fonts and images in. */
async function settle(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('.boot') &&
      !document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root'),
    undefined,
    { timeout: 30_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
}

async function compare(a: string, b: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
  const page = await browser.newPage();
  let differ = 0;
  for (const name of fs.readdirSync(a).filter((f) => f.endsWith('.png'))) {
    const other = path.join(b, name);
    if (!fs.existsSync(other)) {
      console.log(`${name}: missing in ${b}`);
      differ++;
      continue;
    }
    const x = fs.readFileSync(path.join(a, name));
    const y = fs.readFileSync(other);
    if (x.equals(y)) continue;
    // A string, not a function: tsx would wrap the function's inner names in a helper the page does not have.
    const result = await page.evaluate<string>(`(async () => {
      const load = async (data) => {
        const img = new Image();
        img.src = 'data:image/png;base64,' + data;
        await img.decode();
        const c = document.createElement('canvas');
        c.width = img.width;
        c.height = img.height;
        const g = c.getContext('2d');
        g.drawImage(img, 0, 0);
        return g.getImageData(0, 0, img.width, img.height);
      };
      const i = await load('${x.toString('base64')}');
      const j = await load('${y.toString('base64')}');
      if (i.width !== j.width || i.height !== j.height)
        return 'size ' + i.width + '×' + i.height + ' against ' + j.width + '×' + j.height;
      let n = 0, x0 = 1e9, y0 = 1e9, x1 = -1, y1 = -1;
      for (let k = 0; k < i.data.length; k += 4)
        if (i.data[k] !== j.data[k] || i.data[k + 1] !== j.data[k + 1] || i.data[k + 2] !== j.data[k + 2]) {
          n++;
          const x = (k / 4) % i.width, y = Math.floor(k / 4 / i.width);
          x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
        }
      return n ? n + ' pixels differ, within x ' + x0 + '–' + x1 + ', y ' + y0 + '–' + y1 : '';
    })()`);
    if (result) {
      console.log(`${name}: ${result}`);
      differ++;
    }
  }
  console.log(differ ? `${differ} screens differ` : 'every screen is the same, pixel for pixel');
  await browser.close();
}

const [mode, a, b] = process.argv.slice(2);
if (mode === 'shoot' && a && b) await shoot(a, b);
else if (mode === 'compare' && a && b) await compare(a, b);
else {
  console.error('usage: screens.ts shoot DIST OUT | compare A B');
  process.exit(2);
}
