import http from 'node:http';
import { Webhook } from 'standardwebhooks';

/**
 * The README's "Verify a webhook" as a running receiver: verifies each request with the endpoint's secret, answers
 * 2xx at once, and processes each webhook-id once (Standard Webhooks asks receivers to de-duplicate).
 *   PORT=4000 HRWE_WEBHOOK_SECRET=whsec_… npm run receive -w @hrwe/sdk
 */
const hook = new Webhook(process.env.HRWE_WEBHOOK_SECRET ?? '');
const seen = new Set<string>();

http
  .createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const headers = {
        'webhook-id': String(req.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
      };
      let event: { type: string; timestamp: string; data: Record<string, unknown> };
      try {
        event = hook.verify(rawBody, headers) as typeof event;
      } catch (err) {
        console.info(`refused ${headers['webhook-id']}: ${(err as Error).message}`);
        res.writeHead(400).end();
        return;
      }
      res.writeHead(204).end();
      if (seen.has(headers['webhook-id'])) return;
      seen.add(headers['webhook-id']);
      console.info(`verified ${headers['webhook-id']} ${event.type} ${JSON.stringify(event.data)}`);
    });
  })
  .listen(Number(process.env.PORT ?? 4000), '127.0.0.1', () =>
    console.info(`listening on http://127.0.0.1:${process.env.PORT ?? 4000}`),
  );
