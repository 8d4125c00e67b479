import { SMTPServer } from 'smtp-server';
import { freePort } from '../../db/embedded';

/**
 * A real SMTP server for fault tests: counts the messages it accepted per address, answers 451 to the first
 * attempt of the addresses listed in `temporary`, and waits `delayMs` before accepting each message (so a kill
 * lands while sends are in flight).
 */
export async function countingSmtpServer(opts: { delayMs?: number; temporary?: Set<string> } = {}) {
  const accepted = new Map<string, number>();
  const refusedOnce = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, cb) {
      stream.resume();
      stream.on('end', () => {
        const to = session.envelope.rcptTo[0]!.address;
        if (opts.temporary?.has(to) && !refusedOnce.has(to)) {
          refusedOnce.add(to);
          return cb(Object.assign(new Error('451 try again later'), { responseCode: 451 }));
        }
        setTimeout(() => {
          accepted.set(to, (accepted.get(to) ?? 0) + 1);
          cb();
        }, opts.delayMs ?? 0);
      });
    },
  });
  server.on('error', () => {});
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    total: () => [...accepted.values()].reduce((a, b) => a + b, 0),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type CountingSmtp = Awaited<ReturnType<typeof countingSmtpServer>>;
