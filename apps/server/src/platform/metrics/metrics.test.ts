import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DELIVER_MAIL } from '../mail/mailer';
import { readRegistry, startMetricsListener } from './listener';

/** One series' value from the Prometheus text (0 when absent), e.g. value(page, 'hrwe_mails_total{outcome="sent"}'). */
function value(page: string, series: string): number {
  const line = page.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('the metrics page', () => {
  let t: TestApp;
  let listener: Awaited<ReturnType<typeof startMetricsListener>>;
  const read = async () => (await fetch(`http://127.0.0.1:${listener.port}/metrics`)).text();
  beforeAll(async () => {
    t = await createTestApp();
    listener = await startMetricsListener(readRegistry(t.deps.metrics.registry), 0, '127.0.0.1');
  });
  afterAll(async () => {
    await listener.close();
    await t.close();
  });

  it('shows, during a job run, the queue it filled, the requests answered and the job retried', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/no-such-route' });

    // A job that queues an e-mail (as a report's invitations do) and fails its first run.
    const pages: string[] = [];
    let runs = 0;
    t.deps.jobs.define(
      'test.metrics-probe',
      async () => {
        runs++;
        await t.deps.mailer.send(
          {
            tenantId: 1,
            key: `probe-mail-${runs}`,
            to: 'probe@example.it',
            message: { subject: 'Probe', html: '<p>probe</p>', text: 'probe' },
          },
          t.deps.db,
        );
        pages.push(await read());
        if (runs === 1) throw new Error('first run fails');
      },
      { retryLimit: 2 },
    );
    await t.deps.jobs.send('test.metrics-probe', {});
    await t.deps.jobs.drain();
    expect(runs).toBe(2);

    const [first, retry] = pages as [string, string];
    // The mail the job just queued waits in mail.deliver (the probe runs before drain reaches that queue again).
    const queue = (name: string, page: string) => ({
      depth: value(page, `hrwe_job_queue_depth{queue="${name}"}`),
      age: value(page, `hrwe_job_queue_oldest_age_seconds{queue="${name}"}`),
    });
    expect(queue(DELIVER_MAIL, first).depth).toBe(1);
    expect(queue(DELIVER_MAIL, first).age).toBeGreaterThan(0);
    expect(first).toMatch(/^hrwe_job_queue_depth\{queue="checks\.run"\} 0$/m); // every queue, even empty
    // Requests by route pattern and status; the unmatched one under its own label, not its URL.
    expect(
      value(
        first,
        'hrwe_http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}',
      ),
    ).toBe(1);
    expect(
      value(
        first,
        'hrwe_http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}',
      ),
    ).toBe(1);
    expect(first).not.toContain('no-such-route');
    // The second run is a retry of the failed first.
    expect(value(retry, 'hrwe_job_attempts_failed_total{queue="test.metrics-probe"}')).toBe(1);
    expect(value(retry, 'hrwe_jobs_retried_total{queue="test.metrics-probe"}')).toBe(1);

    const after = await read();
    expect(value(after, 'hrwe_jobs_completed_total{queue="test.metrics-probe"}')).toBe(1);
    expect(value(after, 'hrwe_jobs_failed_total{queue="test.metrics-probe"}')).toBe(0);
    // No SMTP_URL: both mails stayed in the outbox.
    expect(value(after, 'hrwe_mails_total{outcome="outbox"}')).toBe(2);
    expect(queue(DELIVER_MAIL, after).depth).toBe(0);
    expect(value(after, 'hrwe_database_up')).toBe(1);
    expect(value(after, 'hrwe_db_pool_max')).toBe(10);
    expect(after).toMatch(/^hrwe_db_pool_connections\{state="total"\} [1-9]/m);
  });

  it('answers only GET /metrics', async () => {
    expect((await fetch(`http://127.0.0.1:${listener.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${listener.port}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
