import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { smtpSettingsOf } from '../../modules/tenants/tenant-config';
import { guardedFetch } from './guarded-fetch';
import { checkSmtpUrl, checkUrl, isPublicAddress, type OutboundPolicy } from './outbound-policy';

const NONE: OutboundPolicy = { allowedHosts: [] };
const LOCAL: OutboundPolicy = { allowedHosts: ['127.0.0.1'] };
const limits = { timeoutMs: 2000, maxBytes: 1024 };

describe('addresses and URLs', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not an address',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '151.101.1.69', '2a00:1450:4002:402::200e'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('allows https, and http only to a host the operator allows', () => {
    expect(checkUrl('https://logo.example.com/a.png', NONE).hostname).toBe('logo.example.com');
    expect(() => checkUrl('http://logo.example.com/a.png', NONE)).toThrow(
      'OUTBOUND_REFUSED: http not allowed',
    );
    expect(checkUrl('http://127.0.0.1:8080/a.png', LOCAL).port).toBe('8080');
    expect(() => checkUrl('ftp://example.com/a', LOCAL)).toThrow('OUTBOUND_REFUSED');
    expect(() => checkUrl('file:///etc/passwd', LOCAL)).toThrow('OUTBOUND_REFUSED');
    expect(() => checkUrl('https://user:pw@example.com/', NONE)).toThrow('credentials in the URL');
    expect(() => checkUrl('not a url', NONE)).toThrow('not a URL');
  });
});

describe('guarded requests to local servers', () => {
  let server: http.Server;
  let port: number;
  let base: string;
  let hits = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits++;
      const url = req.url ?? '';
      if (url === '/ok') return res.end('hello');
      if (url === '/big') return res.end(Buffer.alloc(4096));
      if (url === '/slow') return setTimeout(() => res.end('late'), 3000);
      if (url === '/to-metadata')
        return res.writeHead(302, { location: 'http://169.254.169.254/latest' }).end();
      if (url === '/to-localhost')
        return res.writeHead(302, { location: `http://localhost:${port}/ok` }).end();
      if (url === '/to-ok') return res.writeHead(301, { location: '/ok' }).end();
      if (url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reaches a local server only when the operator allows its host', async () => {
    const res = await guardedFetch(LOCAL, `${base}/ok`, limits);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('hello');
    const before = hits;
    await expect(guardedFetch(NONE, `${base}/ok`, limits)).rejects.toThrow('OUTBOUND_REFUSED');
    expect(hits).toBe(before);
  });

  it('allows a host:port entry on that port only, a redirect to another port of it refused', async () => {
    const one: OutboundPolicy = { allowedHosts: [`127.0.0.1:${port}`] };
    expect((await guardedFetch(one, `${base}/ok`, limits)).status).toBe(200);
    const before = hits;
    await expect(guardedFetch(one, `http://127.0.0.1:${port + 1}/ok`, limits)).rejects.toThrow(
      'OUTBOUND_REFUSED',
    );
    // https to the same address on another port: the address rule refuses it too (private, port not allowed).
    await expect(guardedFetch(one, `https://127.0.0.1:${port + 1}/ok`, limits)).rejects.toThrow(
      'address not public (127.0.0.1)',
    );
    expect(hits).toBe(before);
    // The scheme's own port counts: an entry for port 80 does not allow 8080, and allows a URL without a port.
    expect(() => checkUrl('http://10.0.0.5:8080/', { allowedHosts: ['10.0.0.5:80'] })).toThrow(
      'OUTBOUND_REFUSED',
    );
    expect(checkUrl('http://10.0.0.5/', { allowedHosts: ['10.0.0.5:80'] }).hostname).toBe('10.0.0.5');
    expect(checkUrl('http://[fd00::5]:8080/', { allowedHosts: ['[fd00::5]:8080'] }).port).toBe('8080');
    expect(() => checkUrl('http://[fd00::5]:9090/', { allowedHosts: ['[fd00::5]:8080'] })).toThrow(
      'OUTBOUND_REFUSED',
    );
    await expect(checkSmtpUrl('smtp://127.0.0.1:2525', { allowedHosts: ['127.0.0.1:25'] })).rejects.toThrow(
      'OUTBOUND_REFUSED',
    );
  });

  it('judges a host name by the addresses it resolves to', async () => {
    // localhost is not on the list, and it resolves to a loopback address.
    await expect(
      guardedFetch({ allowedHosts: ['localhost'] }, `http://localhost:${port}/ok`, limits),
    ).resolves.toMatchObject({ status: 200 });
    await expect(guardedFetch(LOCAL, `http://localhost:${port}/ok`, limits)).rejects.toThrow(
      'OUTBOUND_REFUSED',
    );
    await expect(guardedFetch(NONE, `https://localhost:${port}/ok`, limits)).rejects.toThrow(
      'address not public (localhost)',
    );
  });

  it('follows a redirect only to where a request could go directly, a bounded number of times', async () => {
    expect((await guardedFetch(LOCAL, `${base}/to-ok`, limits)).body.toString()).toBe('hello');
    await expect(guardedFetch(LOCAL, `${base}/to-metadata`, limits)).rejects.toThrow(
      'OUTBOUND_REFUSED: http not allowed (169.254.169.254)',
    );
    await expect(
      guardedFetch({ allowedHosts: ['127.0.0.1', '169.254.169.254'] }, `${base}/to-localhost`, limits),
    ).rejects.toThrow('OUTBOUND_REFUSED');
    await expect(guardedFetch(LOCAL, `${base}/loop`, limits)).rejects.toThrow('too many redirects');
    await expect(guardedFetch(LOCAL, `${base}/to-ok`, { ...limits, maxRedirects: 0 })).rejects.toThrow(
      'too many redirects',
    );
  });

  it('caps the size and the time of an answer', async () => {
    await expect(guardedFetch(LOCAL, `${base}/big`, limits)).rejects.toThrow('answer too large');
    await expect(guardedFetch(LOCAL, `${base}/slow`, { ...limits, timeoutMs: 100 })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });
});

describe("a tenant's SMTP server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is refused on a private or loopback address unless the operator allows its host', async () => {
    await expect(checkSmtpUrl('smtp://10.0.0.5:587', NONE)).rejects.toThrow('OUTBOUND_REFUSED');
    await expect(checkSmtpUrl('smtps://[::1]:465', NONE)).rejects.toThrow('OUTBOUND_REFUSED');
    await expect(checkSmtpUrl('smtp://127.0.0.1:2525', LOCAL)).resolves.toBeUndefined();
    await t.deps.pool.query(
      `insert into tenant_config (tenant_id, kind, key, value) values ($1, 'email', 'SMTP_HOST', '169.254.169.254')`,
      [t.platform.id],
    );
    await expect(smtpSettingsOf(t.deps, t.platform.id)).rejects.toThrow(
      'OUTBOUND_REFUSED: address not public (169.254.169.254)',
    );
  });
});
