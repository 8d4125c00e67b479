import { StartupError } from './db/embedded';
import { isDatabaseUnavailable } from './db/unavailable';

/**
 * The one sentence a failed start prints: what went wrong and what to do. Never a stack trace or an unhandled
 * rejection (a start-up failure is an operator's problem to fix, not a bug report).
 */
export function startupFailureMessage(err: unknown, ctx: { port?: number; databaseUrl?: string }): string {
  const e = (err ?? {}) as Error & { code?: string };
  if (err instanceof StartupError) return e.message;
  if (e.message?.startsWith('Invalid configuration')) {
    return `${e.message.replace(/\n\s*/g, ' ').replace(/:$/, '')}: correct these environment variables and start again.`;
  }
  if (e.code === 'EADDRINUSE') {
    // The public port, or the metrics listener's (METRICS_PORT), whichever was taken.
    const port = (e as { port?: number }).port ?? ctx.port;
    const variable = port === ctx.port || ctx.port === undefined ? 'PORT' : 'METRICS_PORT';
    return `Port ${port} is already in use: stop the program using it, or set ${variable} to another port.`;
  }
  const where = ctx.databaseUrl ? describeDatabase(ctx.databaseUrl) : 'the database';
  if (e.code === '28P01' || e.code === '28000') {
    return `${where} refused the user and password of DATABASE_URL (${e.message}): correct DATABASE_URL.`;
  }
  if (e.code === '3D000') {
    return `${where} has no such database (${e.message}): create it (createdb) or correct DATABASE_URL.`;
  }
  if (isDatabaseUnavailable(err)) {
    return `Cannot reach ${where} (${e.code ?? e.message}): start PostgreSQL, or correct DATABASE_URL.`;
  }
  if (e.message?.startsWith('Migration ')) {
    return `${e.message}: the database was left as it was before this migration; restore the previous version of HR.We or report the error.`;
  }
  return `HR.We could not start (${e.message ?? String(err)}): see the log above, correct the cause and start again.`;
}

function describeDatabase(url: string): string {
  try {
    const u = new URL(url);
    return `the PostgreSQL at ${u.hostname}:${u.port || 5432}`;
  } catch {
    return 'the database';
  }
}
