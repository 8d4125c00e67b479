import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    [direct, proxied] = await Promise.all([createTestApp(), createTestApp({ TRUST_PROXY: 'true' })]);
  });
  afterAll(async () => {
    await Promise.all([direct.close(), proxied.close()]);
  });

  it('every answer carries one: a success, a refusal, an unknown path', async () => {
    for (const url of ['/api/health', '/api/users', '/api/no-such-route']) {
      const res = await direct.app.inject({ url });
      expect(res.headers['x-request-id'], url).toMatch(UUID);
    }
    const [a, b] = await Promise.all([1, 2].map(() => direct.app.inject({ url: '/api/health' })));
    expect(a!.headers['x-request-id']).not.toBe(b!.headers['x-request-id']);
  });

  it("without TRUST_PROXY a client's own id is ignored", async () => {
    const res = await direct.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'client-chosen-1' },
    });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it("behind a trusted proxy the proxy's id is kept, and an unusable one replaced", async () => {
    const kept = await proxied.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'edge-7f3a.42' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-7f3a.42');
    const forged = await proxied.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'a" {"level":60}' },
    });
    expect(forged.headers['x-request-id']).toMatch(UUID);
    const long = await proxied.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'x'.repeat(200) },
    });
    expect(long.headers['x-request-id']).toMatch(UUID);
  });
});
