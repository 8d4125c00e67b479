import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export type Received = {
  path: string;
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** The payload as verified with the endpoint's secret by the standardwebhooks package; null when it did not verify. */
  verified: Record<string, unknown> | null;
};

/**
 * A real HTTP server receiving webhooks, as an integrator writes one: every request is verified with the
 * `standardwebhooks` package against the secret registered for its path. `answer` decides each status (default 200);
 * `delayMs` (or `delayWith` per path) keeps requests in flight.
 */
export async function webhookReceiver(opts: { delayMs?: number } = {}) {
  const secrets = new Map<string, string>();
  const received: Received[] = [];
  let answer: (r: Received, nth: number) => number = () => 200;
  let delayOf: (path: string) => number = () => opts.delayMs ?? 0;
  let open = 0;
  /** Requests of each path received and not yet answered, and the most there ever were at once. */
  const openByPath = new Map<string, number>();
  const maxByPath = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    open++;
    const reqPath = req.url ?? '/';
    openByPath.set(reqPath, (openByPath.get(reqPath) ?? 0) + 1);
    maxByPath.set(reqPath, Math.max(maxByPath.get(reqPath) ?? 0, openByPath.get(reqPath)!));
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      const headers = {
        'webhook-id': String(req.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
      };
      let verified: Record<string, unknown> | null = null;
      const secret = secrets.get(path);
      try {
        if (secret) verified = new Webhook(secret).verify(body, headers) as Record<string, unknown>;
      } catch {
        verified = null;
      }
      const r: Received = {
        path,
        id: headers['webhook-id'],
        timestamp: headers['webhook-timestamp'],
        signature: headers['webhook-signature'],
        body,
        verified,
      };
      received.push(r);
      const status = answer(r, received.filter((x) => x.id === r.id && x.path === path).length);
      setTimeout(() => {
        open--;
        openByPath.set(reqPath, openByPath.get(reqPath)! - 1);
        res.writeHead(status).end('ok');
      }, delayOf(path));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    /** Requests received whose answer has not been sent yet. */
    inFlight: () => open,
    register(path: string, secret: string) {
      secrets.set(path, secret);
    },
    answerWith(fn: (r: Received, nth: number) => number) {
      answer = fn;
    },
    /** How long the answer to a request of `path` waits (default: `delayMs`). */
    delayWith(fn: (path: string) => number) {
      delayOf = fn;
    },
    /** The most requests of `path` the receiver held at once. */
    maxInFlight: (path: string) => maxByPath.get(path) ?? 0,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
