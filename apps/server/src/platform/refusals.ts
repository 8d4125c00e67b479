import type { FastifyRequest } from 'fastify';

/**
 * Every refusal (401, 403, and 404 for an object outside the caller's scope: the caller cannot tell it from one
 * that does not exist, so every 404 of a matched route is logged) as who, what and when, without personal data:
 * the user's id, role and tenant, the method and the route's pattern (never the URL, which may hold an e-mail).
 */
export function logRefusal(request: FastifyRequest, statusCode: number, key: string) {
  const user = request.session?.user;
  request.log.warn(
    {
      refusal: {
        status: statusCode,
        key,
        user: user?.id ?? null,
        role: user?.role ?? null,
        tenant: request.tenant?.id ?? null,
        method: request.method,
        route: request.routeOptions?.url ?? null,
        at: new Date().toISOString(),
      },
    },
    'authorisation refused',
  );
}

/**
 * What is logged of an unexpected error: its class, code and message, and those of its cause. A database driver's
 * error (or drizzle's wrapper, whose message holds the SQL and every parameter in clear) is logged by the
 * PostgreSQL code and the driver's message only, never with the query's parameters.
 */
export function safeErrorOf(err: unknown): Record<string, unknown> {
  const e = err as { name?: string; code?: unknown; message?: string; stack?: string; cause?: unknown };
  const cause = e.cause as { name?: string; code?: unknown; message?: string } | undefined;
  const isQueryError = e.name === 'DrizzleQueryError' || /^Failed query:/.test(e.message ?? '');
  if (isQueryError) {
    return { type: 'DatabaseError', code: cause?.code ?? null, message: cause?.message ?? 'query failed' };
  }
  if (typeof e.code === 'string' && 'severity' in (e as object)) {
    return { type: 'DatabaseError', code: e.code, message: e.message }; // pg's error: its detail may quote a value
  }
  return {
    type: e.name ?? 'Error',
    code: e.code ?? null,
    message: e.message,
    stack: e.stack,
    ...(cause ? { cause: safeErrorOf(cause) } : {}),
  };
}
