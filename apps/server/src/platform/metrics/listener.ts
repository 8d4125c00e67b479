import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * The metrics page on its own listener (METRICS_PORT), never on the public port: Prometheus scrapes it from the
 * operators' network, and a firewall can keep it there. Answers GET /metrics; anything else is 404.
 */
export async function startMetricsListener(
  read: () => Promise<{ contentType: string; body: string }>,
  port: number,
  host: string,
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    read().then(
      ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body),
      (err: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`# ${err.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** One server process's figures. */
export const readRegistry = (registry: Registry) => async () => ({
  contentType: registry.contentType,
  body: await registry.metrics(),
});

/**
 * WEB_CONCURRENCY > 1: the primary serves the sum of its server processes' figures (queue and database gauges: the
 * largest, since every process reads the same database); each process hands its registry over on request.
 */
export function readClusterPrimary() {
  const aggregator = new AggregatorRegistry();
  return async () => ({ contentType: aggregator.contentType, body: await aggregator.clusterMetrics() });
}
/** In a server process: answers the primary's requests with this registry (the constructor installs the listener). */
export function shareWithPrimary(registry: Registry) {
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}
