import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createTestDatabase,
  createUser,
  STRONG_PASSWORD,
  signIn,
  signInEnrolling,
} from '../../test/test-app';
import { startApp } from '../bootstrap';
import { loadConfig } from '../config';
import { HSTS_VALUE } from './hsts';
import { loggerOptions, redactUrl } from './logging';
import { safeErrorOf } from './refusals';

/** The real application with its real logger options, its log lines kept for the assertions. */
async function appWithLog(env: Record<string, string> = {}) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n')) if (l.trim()) lines.push(JSON.parse(l));
      done();
    },
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    MFA_REQUIRED_FOR_ADMINS: 'false',
    ...env,
  });
  const logger = pino(loggerOptions('info'), sink) as unknown as FastifyBaseLogger;
  const started = await startApp(config, await createTestDatabase(), {
    workers: false,
    retryDelaySeconds: 0,
    logger,
  });
  return { ...started, lines, text: () => JSON.stringify(lines) };
}
type AppWithLog = Awaited<ReturnType<typeof appWithLog>>;

let t: AppWithLog;
let hr: ReturnType<typeof as>;
let admin: ReturnType<typeof as>;

beforeAll(async () => {
  t = await appWithLog();
  await createUser(t as never, { email: 'hr.sec@example.it' });
  await createUser(t as never, { email: 'admin.sec@example.it', role: 'ROLE_ADMIN' });
  hr = as(t as never, await signIn(t as never, 'hr.sec@example.it'));
  admin = as(t as never, await signIn(t as never, 'admin.sec@example.it'));
});
afterAll(() => t?.close());

describe('input hygiene on every field', () => {
  it.each([
    ['NUL', '\u0000'],
    ['escape', '\u001B'],
    ['right-to-left override', '\u202E'],
    ['lone surrogate', '\uD800'],
  ])('refuses %s in a body field with a clear key, and changes nothing', async (_, bad) => {
    const res = await hr({
      method: 'POST',
      url: '/api/user/private/personal',
      payload: { firstName: `Mario${bad}`, lastName: 'Rossi' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      key: 'VALIDATION_FAILED',
      fields: { firstName: 'TEXT_CHARACTER_NOT_ALLOWED' },
    });
    const stored = await t.deps.pool.query(
      `select personal_detail from users where email = 'hr.sec@example.it'`,
    );
    expect(stored.rows[0].personal_detail).toBeNull();
  });

  it('refuses a NUL byte in a query and a path parameter, signed out too, without logging them', async () => {
    const q = await admin({ method: 'GET', url: '/api/user/client/all?q=RSSMRA80A01H501U%00' });
    expect(q.statusCode).toBe(400);
    expect(q.json().fields).toEqual({ q: 'TEXT_CHARACTER_NOT_ALLOWED' });
    const p = await t.app.inject({ method: 'GET', url: '/api/user/resetpassword/verify/abc%00def' });
    expect(p.statusCode).toBe(400);
    expect(p.json().fields).toEqual({ code: 'TEXT_CHARACTER_NOT_ALLOWED' });
    expect(t.text()).not.toContain('RSSMRA80A01H501U');
    expect(t.text()).not.toContain('unexpected error');
  });

  it('logs a driver error by code and message only, never the query parameters', async () => {
    const err = await t.deps.db.execute(sql`select ${'SECRET-VALUE\u0000'}::text`).catch((e: unknown) => e);
    const logged = JSON.stringify(safeErrorOf(err));
    expect(logged).toContain('"code":"22021"');
    expect(logged).toContain('DatabaseError');
    expect(logged).not.toContain('SECRET-VALUE');
    expect(logged).not.toContain('select');
  });
});

describe('small findings', () => {
  it('answers an empty key list with an empty map', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/config/public/key/list',
      payload: { keys: [] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
  });

  it('answers null, not a 500, for a configuration key named like an object property (found by fuzzing)', async () => {
    for (const key of ['__proto__', 'constructor', 'toString']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/config/get/key/${key}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ keyVal: null });
    }
  });

  it('answers 400, not a 500, to a form declared multipart without a boundary (found by fuzzing)', async () => {
    const res = await admin({
      method: 'POST',
      url: '/api/document/upload/add/file/00000000-0000-4000-8000-000000000000',
      headers: { 'content-type': 'multipart/form-data' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().key).toBe('BAD_REQUEST');
  });

  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    'refuses sort=%s:asc as not sortable',
    async (field) => {
      const res = await admin({ method: 'GET', url: `/api/user/client/all?sort=${field}:asc` });
      expect(res.statusCode).toBe(400);
      expect(res.json().key).toBe('SORT_NOT_VALID');
    },
  );

  it('writes xlsx text cells that could run as formulas with a leading apostrophe', async () => {
    await createUser(t as never, {
      email: 'formula@example.it',
      status: 'DA_ATTIVARE',
      firstName: '=HYPERLINK("http://evil.example","x")',
      lastName: 'Formula',
      companyName: '@SUM(1+1)',
    });
    const res = await admin({ method: 'GET', url: '/api/user/client/all?format=xlsx&q=formula' });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const row = wb.getWorksheet(1)!.getRow(2).values as unknown[];
    expect(row).toContain(`'=HYPERLINK("http://evil.example","x") Formula`);
    expect(row).toContain(`'@SUM(1+1)`);
    expect(row).toContain('formula@example.it');
  });

  it('sends HSTS only over HTTPS, as the proxy says when TRUST_PROXY is on', async () => {
    const proxied = await appWithLog({ TRUST_PROXY: 'true' });
    try {
      const https = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toBe(HSTS_VALUE);
      const http = await proxied.app.inject({ method: 'GET', url: '/api/health' });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY a forged header does not count.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('logs', () => {
  it('masks e-mail addresses in every logged URL', () => {
    expect(redactUrl('/api/user/register/check/mario.rossi@example.it')).toBe(
      '/api/user/register/check/:email',
    );
    expect(redactUrl('/api/be/role/mario%40example.it?x=1')).toBe('/api/be/role/:email?x=1');
    expect(redactUrl('/api/list?q=a@b.it&page=2')).toBe('/api/list?q=:email&page=2');
  });

  it('keeps no e-mail of a URL path in the request log lines', async () => {
    await t.app.inject({ method: 'GET', url: '/api/user/register/check/someone.private@example.it' });
    expect(t.text()).not.toContain('someone.private');
    expect(t.text()).toContain('/api/user/register/check/:email');
  });

  it('logs every refusal (401, 403, 404 outside scope) with who, what and when, without personal data', async () => {
    const before = t.lines.length;
    await t.app.inject({ method: 'GET', url: '/api/user/client/all' });
    await hr({ method: 'GET', url: '/api/user/client/all' });
    await admin({ method: 'GET', url: '/api/user/client/00000000-0000-4000-8000-000000000000' });
    const refusals = t.lines
      .slice(before)
      .filter((l) => l.msg === 'authorisation refused')
      .map((l) => l.refusal as Record<string, unknown>);
    expect(refusals.map((r) => r.status)).toEqual([401, 403, 404]);
    expect(refusals[0]).toMatchObject({ user: null, method: 'GET', route: '/api/user/client/all' });
    expect(refusals[1]).toMatchObject({ role: 'ROLE_USER', route: '/api/user/client/all' });
    expect(refusals[2]).toMatchObject({ role: 'ROLE_ADMIN', route: '/api/user/client/:id' });
    for (const r of refusals) {
      expect(typeof r.at).toBe('string');
      expect(r.tenant).toBe(t.platform.id);
    }
    expect(JSON.stringify(refusals)).not.toMatch(/@example\.it/);
  });
});

describe('password change', () => {
  it('asks for the current password; a borrowed session without it changes nothing', async () => {
    await createUser(t as never, { email: 'borrowed@example.it' });
    const borrowed = as(t as never, await signIn(t as never, 'borrowed@example.it'));
    const res = await borrowed({
      method: 'POST',
      url: '/api/user/changepassword/update',
      payload: { oldPassword: 'Indovinata-123!', password: 'Presa-Per-Sempre-1!' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ oldPassword: 'OLD_PASSWORD_WRONG' });
    expect(await signIn(t as never, 'borrowed@example.it', STRONG_PASSWORD)).toMatch(/^hrwe_session=/);
  });
});

describe('development mailbox', () => {
  it("masks other accounts' password-reset codes, shows the reader their own and every verification link", async () => {
    await createUser(t as never, { email: 'victim@example.it' });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/user/register/',
      payload: {
        email: 'newcomer@example.it',
        password: STRONG_PASSWORD,
        repeatPassword: STRONG_PASSWORD,
        termsAccepted: true,
        privacyAccepted: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/resetpassword/request',
      payload: { email: 'victim@example.it' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/resetpassword/request',
      payload: { email: 'admin.sec@example.it' },
    });
    const codes = await t.deps.pool.query(
      `select to_address, text from mails where subject ilike '%password%' order by id`,
    );
    const codeOf = (to: string) =>
      codes.rows.find((r) => r.to_address === to)!.text.match(/reset\/password\/([A-Za-z0-9_-]{32,})/)[1];
    const page = await admin({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(codeOf('victim@example.it'));
    expect(page.body).toContain('reset/password/••••••');
    expect(page.body).toContain(codeOf('admin.sec@example.it'));
    // A verification link only confirms an address (the account's own password signs in): a newcomer follows it.
    const verification = await t.deps.pool.query(
      `select text from mails where to_address = 'newcomer@example.it'`,
    );
    const link = verification.rows[0].text.match(/\/registrazione\/[A-Za-z0-9_-]{32,}/)[0];
    expect(page.body).toContain(`href="http://localhost:3000${link}"`);
  });

  it.each([
    // Production requires administrators' second factor (the server refuses to start without it): enrolled here.
    ['in production', { NODE_ENV: 'production', MFA_REQUIRED_FOR_ADMINS: 'true' }],
    ['with an SMTP server', { SMTP_URL: 'smtp://127.0.0.1:2525' }],
  ])('is not served %s', async (_, env) => {
    const other = await appWithLog(env);
    try {
      await createUser(other as never, { email: 'admin.prod@example.it', role: 'ROLE_ADMIN' });
      const cookie =
        'NODE_ENV' in env
          ? (await signInEnrolling(other as never, 'admin.prod@example.it')).cookie
          : await signIn(other as never, 'admin.prod@example.it');
      const res = await other.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { cookie } });
      expect(res.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
