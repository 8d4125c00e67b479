import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../../test/server-process';
import { createTestDatabase } from '../../test/test-app';

const exitOf = (p: Awaited<ReturnType<typeof startServerProcess>>['proc']) =>
  new Promise<number | null>((r) =>
    p.exitCode !== null ? r(p.exitCode) : p.once('exit', (code) => r(code)),
  );

describe('stopping the server process', () => {
  it('SIGTERM stops it cleanly (status 0), logging through pino', { timeout: 150_000 }, async () => {
    const server = await startServerProcess({ DATABASE_URL: await createTestDatabase(), LOG_LEVEL: 'info' });
    server.proc.kill('SIGTERM');
    expect(await exitOf(server.proc)).toBe(0);
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string; signal?: string });
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'stopping', signal: 'SIGTERM' }));
    expect(lines.at(-1)).toMatchObject({ msg: 'stopped' });
  });

  it('a stop held up by a request in flight ends after SHUTDOWN_TIMEOUT_SECONDS anyway', {
    timeout: 90_000,
  }, async () => {
    const server = await startServerProcess({
      DATABASE_URL: await createTestDatabase(),
      SHUTDOWN_TIMEOUT_SECONDS: '2',
    });
    // A request whose body never finishes arriving: Fastify waits for it on close.
    const socket = net.connect(server.port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    socket.write(
      'POST /api/session HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost:3000\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
    );
    await new Promise((r) => setTimeout(r, 200));
    server.proc.kill('SIGTERM');
    const code = await exitOf(server.proc);
    socket.destroy();
    expect(code).toBe(1);
    expect(server.output()).toContain('killed by timeout (2000ms)');
  });
});

describe('stopping several server processes (WEB_CONCURRENCY=2)', () => {
  it('a Ctrl-C, which reaches the whole process group, stops every process gracefully once', {
    timeout: 150_000,
  }, async () => {
    const server = await startServerProcess(
      { DATABASE_URL: await createTestDatabase(), LOG_LEVEL: 'info', WEB_CONCURRENCY: '2' },
      { group: true },
    );
    // Both processes serve before the stop, so both must log their stop. The health check answered from one; the
    // other can start seconds later on a loaded machine (poll's default is 1 s), so the wait is bounded at 30 s.
    await expect
      .poll(() => server.output().match(/"msg":"Server listening/g)?.length ?? 0, { timeout: 30_000 })
      .toBe(2);
    process.kill(-server.proc.pid!, 'SIGINT');
    expect(await exitOf(server.proc)).toBe(0);
    const out = server.output();
    expect(out.match(/"msg":"stopped"/g)).toHaveLength(2);
    expect(out).not.toContain('second SIG');
  });
});
