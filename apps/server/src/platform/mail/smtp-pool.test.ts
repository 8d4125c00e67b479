import type net from 'node:net';
import { Readable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../db/embedded';
import { createSmtpPool } from './smtp-pool';

/**
 * The SMTP connection pool against a real SMTP server: connections that died while idle (the server closed them,
 * or the socket timeout of idleness did) are never handed to a mail. Before, after a quiet spell every idle
 * connection was dead and each mail of the next burst failed at its first attempt and waited for a retry.
 */
describe('SMTP connection pool', () => {
  let server: SMTPServer;
  let port: number;
  const accepted: string[] = [];
  const sockets = new Set<net.Socket>();

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, cb) {
        stream.resume();
        stream.on('end', () => {
          accepted.push(session.envelope.rcptTo[0]!.address);
          cb();
        });
      },
    });
    server.on('error', () => {});
    server.server.on('connection', (s: net.Socket) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    port = await freePort();
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const message = (to: string) =>
    Readable.from([Buffer.from(`From: a@example.it\r\nTo: ${to}\r\nSubject: Prova\r\n\r\nTesto.\r\n`)]);

  it('replaces every connection the server closed while idle, so the next burst is delivered at once', async () => {
    const pool = createSmtpPool(`smtp://127.0.0.1:${port}`, 3);
    const burst = (name: string) =>
      Promise.all(
        [0, 1, 2].map((i) =>
          pool.send(
            { from: 'a@example.it', to: [`${name}${i}@example.it`] },
            message(`${name}${i}@example.it`),
          ),
        ),
      );
    await burst('primo');
    expect(sockets.size).toBe(3);
    // The server closes every idle connection (its idle timeout, a restart).
    for (const s of sockets) s.destroy();
    await expect(burst('secondo')).resolves.toHaveLength(3);
    expect(accepted.filter((a) => a.startsWith('secondo')).sort()).toEqual([
      'secondo0@example.it',
      'secondo1@example.it',
      'secondo2@example.it',
    ]);
    pool.close();
  });
});
