/**
 * True when an error means the database cannot be reached right now (server down, restarting, shutting down,
 * connection lost or refused), as opposed to a bug or a constraint: such a request answers 503, not 500, and
 * the same request succeeds once PostgreSQL is back (the pool reconnects by itself).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err as ErrorLike | undefined, depth = 0; e && depth < 5; e = e.cause as ErrorLike, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    // SQLSTATE class 08 (connection exception), 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now).
    if (code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN'].includes(code))
      return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i.test(
        message,
      )
    )
      return true;
  }
  return false;
}

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown };
