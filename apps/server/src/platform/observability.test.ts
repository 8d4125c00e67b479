import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOtlpReceiver } from '../../test/otlp-receiver';
import { type ServerProcess, startServerProcess } from '../../test/server-process';
import { createTestDatabase } from '../../test/test-app';
import { freePort } from '../db/embedded';

/** The real server process with METRICS_PORT and OTEL_EXPORTER_OTLP_ENDPOINT set, as an operator runs it. */
describe('a server with metrics and traces turned on', () => {
  let server: ServerProcess;
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let metricsPort: number;
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    metricsPort = await freePort();
    server = await startServerProcess({
      DATABASE_URL: await createTestDatabase(),
      METRICS_PORT: String(metricsPort),
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '100', // send spans after 100 ms rather than 5 s
      LOG_LEVEL: 'info',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it('serves the metrics on METRICS_PORT only, never on the public port', async () => {
    await fetch(`${server.base}/api/health`);
    const page = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toMatch(
      /^hrwe_http_request_duration_seconds_count\{[^}]*route="\/api\/health"[^}]*\} [1-9]/m,
    );
    expect(text).toMatch(/^hrwe_database_up 1$/m);
    const publicPage = await fetch(`${server.base}/metrics`);
    expect(publicPage.status).toBe(404);
    expect(await publicPage.text()).not.toContain('hrwe_');
  });

  it('sends a span per request that carries its request id, and the request log lines carry its trace id', async () => {
    const res = await fetch(`${server.base}/api/health`);
    const requestId = res.headers.get('x-request-id')!;
    expect(requestId).toBeTruthy();
    const span = await receiver.waitFor((s) => s.attributes['http.request.id'] === requestId);
    expect(span.name).toBe('GET /api/health');
    expect(span.attributes).toMatchObject({ 'http.route': '/api/health', 'http.response.status_code': 200 });
    expect(span.traceId).toMatch(/^[0-9a-f]{32}$/);
    const logged = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { reqId?: string; trace_id?: string; msg: string })
      .filter((l) => l.reqId === requestId);
    // "incoming request" is written before the span begins: it is joined by the request id the span carries.
    expect(logged.map((l) => [l.msg, l.trace_id])).toEqual([
      ['incoming request', undefined],
      ['request completed', span.traceId],
    ]);
  });

  it('masks secrets in the traced path as the logs do', async () => {
    await fetch(`${server.base}/api/candidate/0123456789abcdef0123456789abcdef`);
    const span = await receiver.waitFor((s) =>
      String(s.attributes['url.path']).startsWith('/api/candidate/'),
    );
    expect(span.attributes['url.path']).toBe('/api/candidate/:secret');
  });
});

describe('metrics of several server processes (WEB_CONCURRENCY=2)', () => {
  it('the primary serves the figures of both processes together on METRICS_PORT', {
    timeout: 150_000,
  }, async () => {
    const metricsPort = await freePort();
    const server = await startServerProcess({
      DATABASE_URL: await createTestDatabase(),
      LOG_LEVEL: 'info',
      WEB_CONCURRENCY: '2',
      METRICS_PORT: String(metricsPort),
    });
    try {
      await expect
        .poll(() => server.output().match(/"msg":"Server listening/g)?.length ?? 0, { timeout: 60_000 })
        .toBe(2);
      // Each request is answered by one process or the other; the page counts them all.
      for (let i = 0; i < 10; i++) await fetch(`${server.base}/api/health`);
      // The primary asks both processes at each scrape and gives up after prom-client's 5 s (a 500, as Prometheus
      // would see it on a loaded machine): read again, bounded, until one scrape has every figure.
      let text = '';
      await expect
        .poll(async () => (text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()), {
          timeout: 60_000,
          interval: 1_000,
        })
        .toMatch(/^hrwe_database_up 1$/m);
      const health = text.match(
        /^hrwe_http_request_duration_seconds_count\{[^}]*route="\/api\/health"[^}]*\} (\d+)/m,
      );
      // startServerProcess's own wait for health adds its requests to the ten.
      expect(Number(health?.[1])).toBeGreaterThanOrEqual(10);
      expect(text).toMatch(/^hrwe_database_up 1$/m);
      expect(text).toMatch(/^hrwe_job_queue_depth\{queue="mail\.deliver"\} 0$/m);
    } finally {
      await server.stop();
    }
  });
});
