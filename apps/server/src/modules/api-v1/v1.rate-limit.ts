import { AppError } from '@hrwe/domain';
import type { FastifyInstance } from 'fastify';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { limitKey, postgresLimiter } from '../../platform/rate-limit/limiters';

const WINDOW_SECONDS = 60;

/**
 * Per-key limit of the public API on the shared PostgreSQL limiter (every server counts in one table). Every
 * answer to a key carries the limit headers of the IETF draft (RateLimit-Limit, -Remaining, -Reset in seconds,
 * and RateLimit-Policy); past the limit the call is 429 API_RATE_LIMITED with Retry-After and nothing runs.
 */
export function registerV1RateLimit(app: FastifyInstance) {
  const points = app.deps.config.API_RATE_LIMIT_PER_MINUTE;
  const limiter = postgresLimiter(app.deps.pool, 'api-v1', points, WINDOW_SECONDS * 1000);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.apiKey) return; // signed-out calls are refused before; the documentation is not limited
    let res: RateLimiterRes;
    let over = false;
    try {
      res = await limiter.consume(limitKey(request.apiKey.id));
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      res = err;
      over = true;
    }
    const reset = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    reply.header('RateLimit-Limit', String(points));
    reply.header('RateLimit-Remaining', String(Math.max(0, res.remainingPoints)));
    reply.header('RateLimit-Reset', String(reset));
    reply.header('RateLimit-Policy', `${points};w=${WINDOW_SECONDS}`);
    if (over) {
      const err = new AppError('API_RATE_LIMITED');
      reply.header('Retry-After', String(reset));
      throw err;
    }
  });
}
