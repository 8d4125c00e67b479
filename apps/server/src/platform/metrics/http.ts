import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/**
 * Every answer's duration by method, route pattern (`/api/reports/:id`, never the URL with its ids: bounded labels)
 * and status code. A request no route matched (404, the web app's pages) counts under `route="unmatched"`.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
