import type { Readable } from 'node:stream';
import SMTPConnection from 'nodemailer/lib/smtp-connection';

/**
 * Timeouts of every SMTP conversation from its socket timeout (SMTP_TIMEOUT_MS, 10 s by default: connection 5 s,
 * greeting 5 s), well below the 30 s a stopping server waits for sends in flight (jobs.ts STOP_GRACE_MS): a silent
 * server cannot hold a send past a shutdown.
 */
/** SMTP_TIMEOUT_MS when unset (config.ts), and for a pool or delivery made without it. */
export const DEFAULT_SMTP_TIMEOUT_MS = 10_000;
/** SMTP_MAX_CONNECTIONS when unset (config.ts), and for a mailer made without it. */
export const DEFAULT_SMTP_MAX_CONNECTIONS = 5;

export const smtpTimeouts = (socketTimeout = DEFAULT_SMTP_TIMEOUT_MS) => ({
  connectionTimeout: socketTimeout / 2,
  greetingTimeout: socketTimeout / 2,
  socketTimeout,
});

export type SmtpEnvelope = { from: string; to: string[] };

/** `dead`: the connection ended or failed (the server closed it, or it sat idle past the socket timeout). */
type Entry = { conn: SMTPConnection; sent: number; dead: boolean };

/**
 * A small pool of SMTP connections to one server (at most `maxConnections` at once, each reused for up to 100
 * messages), on nodemailer's SMTPConnection. Unlike nodemailer's pooled transport, the message stream is read only
 * once the server has accepted the envelope (after DATA), which is what lets the mailer record "sending" exactly
 * before the end of the message (see gated-message.ts). A connection that saw an error is closed, never reused.
 */
export function createSmtpPool(url: string, maxConnections: number, socketTimeout?: number) {
  const options = connectionOptions(url);
  const timeouts = smtpTimeouts(socketTimeout);
  const idle: Entry[] = [];
  const waiting: ((e: Entry | Error) => void)[] = [];
  let open = 0;
  let closed = false;

  async function connect(): Promise<Entry> {
    const conn = new SMTPConnection({ ...options.connection, ...timeouts });
    const entry: Entry = { conn, sent: 0, dead: false };
    // A send gets its error in its callback. An idle connection that ends (closed by the server, or timed out after
    // the socket timeout of idleness) leaves the pool at once: handing it out would fail the next mail, and with
    // every idle connection dead after a quiet spell the mails a server takes over would each fail and wait for a
    // retry (the kill -9 takeover test saw the dead server's mails wait over a minute).
    const drop = () => {
      if (entry.dead) return;
      entry.dead = true;
      const i = idle.indexOf(entry);
      if (i >= 0) {
        idle.splice(i, 1);
        conn.close();
        open--;
      }
    };
    conn.on('error', drop);
    conn.on('end', drop);
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
    return entry;
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

  /**
   * RSET on a reused connection: cheap, and tells a connection the server dropped while idle. nodemailer never
   * calls back a RSET sent on a socket that is closing, so the connection's end (or the socket timeout) also
   * answers "not open".
   */
  function stillOpen(entry: Entry): Promise<boolean> {
    if (entry.dead) return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (open: boolean) => {
        clearTimeout(timer);
        entry.conn.off('end', gone);
        entry.conn.off('error', gone);
        resolve(open);
      };
      const gone = () => done(false);
      const timer = setTimeout(gone, timeouts.socketTimeout);
      entry.conn.once('end', gone);
      entry.conn.once('error', gone);
      entry.conn.reset((err) => done(!err));
    });
  }

  function release(entry: Entry, healthy: boolean) {
    const next = waiting.shift();
    if (healthy && !entry.dead && !closed && entry.sent < 100) {
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
      // A reused connection that died while idle would fail before a byte of the message is read: drop it and take
      // another. Bounded: each dropped one is replaced by a fresh connection, which is never checked.
      while (entry.sent > 0 && (entry.dead || !(await stillOpen(entry)))) {
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
