import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, STRONG_PASSWORD, type TestApp } from '../../../test/test-app';
import { startApp } from '../../bootstrap';
import { SIGN_IN_LIMITS } from '../auth/rate-limit';
import { PURGE_RATE_LIMITS } from './limiters';

let t: TestApp;
let other: Awaited<ReturnType<typeof startApp>>;
beforeAll(async () => {
  t = await createTestApp();
  // A second server on the same database: the limits are counted once for both.
  other = await startApp(t.deps.config, t.url, { workers: false, logger: t.app.log });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const signIn = (app: TestApp['app'], email: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/session', remoteAddress: ip, payload: { email, password } });

describe('sign-in throttling shared by the servers', () => {
  it('counts the failures of one account and address on both servers together', async () => {
    await createUser(t, { email: 'shared.limit@example.it' });
    const ip = '10.9.9.9';
    const { failures } = SIGN_IN_LIMITS.pair;
    for (let i = 0; i < failures; i++) {
      const app = i % 2 === 0 ? t.app : other.app;
      expect((await signIn(app, 'shared.limit@example.it', 'Wrong1234!Wrong', ip)).statusCode).toBe(401);
    }
    expect((await signIn(other.app, 'shared.limit@example.it', STRONG_PASSWORD, ip)).statusCode).toBe(429);
    expect((await signIn(t.app, 'shared.limit@example.it', STRONG_PASSWORD, ip)).statusCode).toBe(429);
  });

  it('keeps no e-mail or address in clear in the shared table', async () => {
    const rows = await t.deps.pool.query('select key from rate_limits');
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows.rows)).not.toMatch(/@|10\.9\.9\.9/);
  });
});

describe('window limits shared by the servers', () => {
  it('counts the candidate calls of one address on both servers together', async () => {
    const call = (app: TestApp['app']) =>
      app.inject({ method: 'GET', url: '/api/report/valid/X-1/nope', remoteAddress: '10.7.7.7' });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await call(i % 2 ? other.app : t.app)).statusCode);
    expect(statuses.slice(0, 60)).not.toContain(429);
    expect(statuses[60]).toBe(429);
    // Another address is not affected.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/report/valid/X-1/nope', remoteAddress: '10.7.7.8' }))
        .statusCode,
    ).not.toBe(429);
  });

  it('purges expired counters with one job', async () => {
    await t.deps.pool.query(`insert into rate_limits (key, points, expire) values ('old', 1, 1)`);
    await t.deps.jobs.send(PURGE_RATE_LIMITS, {});
    await t.deps.jobs.drain();
    expect((await t.deps.pool.query(`select 1 from rate_limits where key = 'old'`)).rowCount).toBe(0);
  });
});
