import os from 'node:os';
import autocannon from 'autocannon';
import { loadMeter } from './cpu';
import { BENCH_PASSWORD } from './db';
import { CONNECTIONS, DURATION } from './options';

export type Measure = {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  total: number;
  /** CPU ms per request of the load generator (this process) and of the whole machine, during the measure. */
  cpu: { generator: number; machine: number };
};
export type Request = { url: string; method?: string; headers?: Record<string, string>; body?: string };

/** autocannon at --connections for --duration seconds (or `seconds`); percentiles from every response time. */
export async function measure(req: Request, seconds = DURATION): Promise<Measure> {
  const times: number[] = [];
  let errors = 0;
  const meter = loadMeter();
  const instance = autocannon({ ...req, connections: CONNECTIONS, duration: seconds });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 400) errors++;
    times.push(ms);
  });
  const result = await instance;
  const cpu = meter.total();
  times.sort((x, y) => x - y);
  const pct = (p: number) =>
    times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? Number.NaN;
  return {
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    rps: result.requests.average,
    total: result.requests.total,
    errors: errors + result.errors + result.timeouts,
    cpu: { generator: cpu.generator / result.requests.total, machine: cpu.machine / result.requests.total },
  };
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** A session cookie of a seeded user, and its token. */
export async function signIn(base: string, email: string) {
  const res = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (res.status !== 200 || !cookie)
    throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return { cookie, token: cookie.split('=')[1]! };
}

/** Prints the rows of a table: the first column left-aligned, the others right-aligned, in the given widths. */
export const tableLine = (widths: number[]) => (cells: string[]) =>
  console.log(cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i] ?? 0))).join(' '));

export const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
