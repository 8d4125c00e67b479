import { afterAll, beforeAll, expect, it } from 'vitest';
import { keyCaller } from '../../../test/fixtures/api-keys';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app';

/** Per-key limit of the public API, with a small limit so the test reaches it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '3' });
  await createUser(t, { email: 'limit.a@example.it' });
  await createUser(t, { email: 'limit.b@example.it' });
});
afterAll(() => t.close());

it('counts per key, answers the limit headers, and refuses past the limit with Retry-After', async () => {
  const a = await keyCaller(t, 'limit.a@example.it');
  const b = await keyCaller(t, 'limit.b@example.it');
  const remaining: string[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await a.call({ method: 'GET', url: '/api/v1/requests' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['ratelimit-limit']).toBe('3');
    expect(res.headers['ratelimit-policy']).toBe('3;w=60');
    remaining.push(String(res.headers['ratelimit-remaining']));
  }
  expect(remaining).toEqual(['2', '1', '0']);
  const over = await a.call({ method: 'POST', url: '/api/v1/requests', payload: {} });
  expect(over.statusCode).toBe(429);
  expect(over.json().key).toBe('API_RATE_LIMITED');
  expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  expect(over.headers['ratelimit-remaining']).toBe('0');
  // Nothing ran: the refused create made no request.
  expect((await t.deps.pool.query('select count(*)::int n from report_requests')).rows[0].n).toBe(0);
  // Another key has its own count.
  const other = await b.call({ method: 'GET', url: '/api/v1/requests' });
  expect(other.statusCode).toBe(200);
  expect(other.headers['ratelimit-remaining']).toBe('2');
});
