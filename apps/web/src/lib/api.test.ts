import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, buildUrl, errorKeyOf } from './api';

describe('buildUrl', () => {
  it('skips empty values and repeats arrays', () => {
    expect(buildUrl('/api/x', { page: 2, q: '', status: null, s: ['a', 'b'] })).toBe('/api/x?page=2&s=a&s=b');
    expect(buildUrl('/api/x', {})).toBe('/api/x');
    expect(buildUrl('/api/x?admin=true', { page: 1 })).toBe('/api/x?admin=true&page=1');
  });
});

describe('api', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('throws ApiError with the server key and fields', async () => {
    const body = JSON.stringify({
      statusCode: 400,
      key: 'VALIDATION_FAILED',
      fields: { email: 'EMAIL_NOT_VALID' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 400 })),
    );
    const err = await api('/api/x', { body: { a: 1 } }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      key: 'VALIDATION_FAILED',
      fields: { email: 'EMAIL_NOT_VALID' },
    });
  });

  it('sends JSON with the session cookie and reads 204 as undefined', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await api('/api/session', { method: 'DELETE' })).toBeUndefined();
    await api('/api/session', { body: { email: 'a@b.it' } });
    const init = fetchMock.mock.calls[1]?.[1];
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"email":"a@b.it"}' });
  });

  it('maps network failures and non-JSON errors to generic keys', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(errorKeyOf(await api('/api/x').catch((e) => e))).toBe('NETWORK_ERROR');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    expect(errorKeyOf(await api('/api/x').catch((e) => e))).toBe('INTERNAL_ERROR');
  });
});
