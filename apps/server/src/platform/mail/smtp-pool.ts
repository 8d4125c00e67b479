import type { Readable } from 'node:stream';
import SMTPConnection from 'nodemailer/lib/smtp-connection';

/**
 * Timeouts of every SMTP conversation, well below the 30 s a stopping server waits for sends in flight
 * (jobs.ts STOP_GRACE_MS): a silent server cannot hold a send past a shutdown.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

export type SmtpEnvelope = { from: string; to: string[] };

type Entry = { conn: SMTPConnection; sent: number };

/**
 * A small pool of SMTP connections to one server (at most `maxConnections` at once, each reused for up to 100
 * messages), on nodemailer's SMTPConnection. Unlike nodemailer's pooled transport, the message stream is read only
 * once the server has accepted the envelope (after DATA), which is what lets the mailer record "sending" exactly
 * before the end of the message (see gated-message.ts). A connection that saw an error is closed, never reused.
 */
export function createSmtpPool(url: string, maxConnections: number) {
  const options = connectionOptions(url);
  const idle: Entry[] = [];
  const waiting: ((e: Entry | Error) => void)[] = [];
  let open = 0;
  let closed = false;

  async function connect(): Promise<Entry> {
    const conn = new SMTPConnection({ ...options.connection, ...SMTP_TIMEOUTS });
    conn.on('error', () => {}); // a send gets its error in its callback; an idle connection's error just drops it
    await new Promise<void>((resolve, reject) => {
      conn.once('error', reject);
      conn.connect(() => {
        conn.off('error', reject);
        resolve();
      });
    });
    if (options.auth) {
      await new Promise<void>((resolve, reject) =>
        conn.login(options.auth!, (err) => (err ? reject(err) : resolve())),
      ).catch((err) => {
        conn.close();
        throw err;
      });
    }
    return { conn, sent: 0 };
  }

  /** A slot for a new connection (counted before connecting, so concurrent sends never exceed the limit). */
  async function opened(): Promise<Entry> {
    open++;
    try {
      return await connect();
    } catch (err) {
      open--;
      throw err;
    }
  }

  async function acquire(): Promise<Entry> {
    if (closed) throw new Error('SMTP pool closed');
    const reused = idle.pop();
    if (reused) return reused;
    if (open < maxConnections) return opened();
    const got = await new Promise<Entry | Error>((r) => waiting.push(r));
    if (got instanceof Error) throw got;
    return got;
  }

  /** RSET on a reused connection: cheap, and tells a connection the server dropped while idle. */
  function stillOpen(entry: Entry): Promise<boolean> {
    return new Promise((resolve) => entry.conn.reset((err) => resolve(!err)));
  }

  function release(entry: Entry, healthy: boolean) {
    const next = waiting.shift();
    if (healthy && !closed && entry.sent < 100) {
      if (next) next(entry);
      else idle.push(entry);
      return;
    }
    entry.conn.close();
    open--;
    // The freed slot goes to the next waiter, with a fresh connection (or that connection's error).
    if (next) opened().then(next, next);
  }

  return {
    /** Sends one message; resolves with the server's answer, rejects with nodemailer's error (responseCode when the server answered). */
    async send(envelope: SmtpEnvelope, message: Readable): Promise<{ response: string }> {
      let entry = await acquire();
      // A reused connection the server closed while idle fails before a byte of the message is read: use a new one.
      if (entry.sent > 0 && !(await stillOpen(entry))) {
        release(entry, false);
        entry = await acquire();
      }
      try {
        const info = await new Promise<{ response: string }>((resolve, reject) =>
          entry.conn.send(envelope, message, (err, result) => (err ? reject(err) : resolve(result))),
        );
        entry.sent++;
        release(entry, true);
        return info;
      } catch (err) {
        release(entry, false);
        throw err;
      }
    },
    close() {
      closed = true;
      for (const { conn } of idle.splice(0)) conn.quit();
      for (const w of waiting.splice(0)) w(new Error('SMTP pool closed'));
    },
  };
}
export type SmtpPool = ReturnType<typeof createSmtpPool>;

/** smtp://user:pass@host:port (STARTTLS when offered) or smtps:// (TLS from the start); ?ignoreTLS=true for test servers. */
function connectionOptions(url: string) {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  const flag = (name: string) => u.searchParams.get(name) === 'true';
  return {
    connection: {
      host: u.hostname,
      port: u.port ? Number(u.port) : secure ? 465 : 587,
      secure,
      ignoreTLS: flag('ignoreTLS'),
      requireTLS: flag('requireTLS'),
      tls: { rejectUnauthorized: u.searchParams.get('rejectUnauthorized') !== 'false' },
    },
    auth: u.username
      ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) }
      : undefined,
  };
}
