import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createUser, signIn, type TestApp } from '../../../test/test-app';
import { startApp } from '../../bootstrap';
import { loadConfig } from '../../config';

/**
 * The session cache (issue 18): a signed-in call asks the database for its session once in a few seconds, and
 * the cache never serves a session that ended or a user that changed, on this server (at once) or on another
 * one on the same database (as soon as the change's notification arrives).
 */
describe('session cache', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const url = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
    const logger = pino({ level: 'silent' }) as never;
    const [sa, sb] = await Promise.all([
      startApp(config, url, { workers: false, retryDelaySeconds: 0, logger }),
      startApp(config, url, { workers: false, retryDelaySeconds: 0, logger }),
    ]);
    a = { ...sa, url };
    b = { ...sb, url };
    await Promise.all([a.app.ready(), b.app.ready()]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const session = (t: TestApp, cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  /** Signed in on `a` and looked up once on each server, so both hold it. */
  async function cachedEverywhere(email: string) {
    await createUser(a, { email });
    const cookie = await signIn(a, email);
    expect((await session(a, cookie)).statusCode).toBe(200);
    expect((await session(b, cookie)).statusCode).toBe(200);
    return cookie;
  }

  it('serves repeated calls without asking the database again', async () => {
    const cookie = await cachedEverywhere('cache.hit@example.it');
    a.app.sessionCache.takeStats();
    for (let i = 0; i < 5; i++) expect((await session(a, cookie)).json().email).toBe('cache.hit@example.it');
    expect(a.app.sessionCache.takeStats()).toEqual({ hits: 5, misses: 0 });
  });

  it('keeps the cache through a POST that only reads (the chart), and clears it on a change', async () => {
    const cookie = await cachedEverywhere('cache.chart@example.it');
    const chart = {
      frequency: 'DAILY',
      state: 'ALL',
      range: { rangeFrom: '2026-01-01', rangeTo: '2026-01-31' },
    };
    a.app.sessionCache.takeStats();
    for (let i = 0; i < 3; i++) {
      const r = await a.app.inject({
        method: 'POST',
        url: '/api/report/dashboard/graph',
        headers: { cookie },
        payload: chart,
      });
      expect(r.statusCode).toBe(200);
    }
    expect(a.app.sessionCache.takeStats()).toEqual({ hits: 3, misses: 0 });
    // A change (here a sign-out of another session) empties it: the next call asks the database.
    const other = await signIn(a, 'cache.chart@example.it');
    await a.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie: other } });
    a.app.sessionCache.takeStats();
    expect((await session(a, cookie)).statusCode).toBe(200);
    expect(a.app.sessionCache.takeStats()).toEqual({ hits: 0, misses: 1 });
  });

  it('ends a session at once on the server that signs out, and soon on the other', async () => {
    const cookie = await cachedEverywhere('cache.signout@example.it');
    const out = await a.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } });
    expect(out.statusCode).toBeLessThan(300);
    expect((await session(a, cookie)).statusCode).toBe(401);
    await expect.poll(async () => (await session(b, cookie)).statusCode, { timeout: 4_000 }).toBe(401);
  });

  it('forgets a user changed by anyone (here SQL by hand): suspended, they are refused everywhere', async () => {
    const cookie = await cachedEverywhere('cache.status@example.it');
    const counts = (t: TestApp) =>
      t.app.inject({ method: 'GET', url: '/api/report/dashboard/count', headers: { cookie } });
    expect((await counts(a)).statusCode).toBe(200);
    expect((await counts(b)).statusCode).toBe(200);
    await a.deps.pool.query(`update users set status = 'DISABILITATO' where email = $1`, [
      'cache.status@example.it',
    ]);
    for (const t of [a, b])
      await expect.poll(async () => (await counts(t)).statusCode, { timeout: 4_000 }).toBe(403);
  });

  it('shows a changed name on the next call after the change (names come with the session)', async () => {
    const cookie = await cachedEverywhere('cache.name@example.it');
    await b.deps.pool.query(`update users set first_name = 'Rinominata' where email = $1`, [
      'cache.name@example.it',
    ]);
    for (const t of [a, b])
      await expect
        .poll(async () => (await session(t, cookie)).json().firstName, { timeout: 4_000 })
        .toBe('Rinominata');
  });

  it('caches nothing while it cannot hear changes', async () => {
    const cookie = await cachedEverywhere('cache.deaf@example.it');
    await b.app.sessionCache.stop();
    expect(b.app.sessionCache.listening).toBe(false);
    b.app.sessionCache.takeStats();
    await session(b, cookie);
    await session(b, cookie);
    expect(b.app.sessionCache.takeStats()).toEqual({ hits: 0, misses: 2 });
  });
});
