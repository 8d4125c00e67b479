import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedSpan = {
  traceId: string;
  spanId: string;
  name: string;
  attributes: Record<string, string | number | boolean | undefined>;
};
type AnyValue = {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
};
type Export = {
  resourceSpans?: {
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        name: string;
        attributes?: { key: string; value: AnyValue }[];
      }[];
    }[];
  }[];
};

/**
 * A local stand-in for an OpenTelemetry collector: accepts OTLP/HTTP JSON on POST /v1/traces (what
 * @opentelemetry/exporter-trace-otlp-http sends) and keeps the spans, attributes flattened.
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') return void res.writeHead(404).end();
      const data = JSON.parse(body) as Export;
      for (const rs of data.resourceSpans ?? [])
        for (const ss of rs.scopeSpans ?? [])
          for (const s of ss.spans ?? [])
            spans.push({
              traceId: s.traceId,
              spanId: s.spanId,
              name: s.name,
              attributes: Object.fromEntries(
                (s.attributes ?? []).map((a) => [
                  a.key,
                  a.value.stringValue ?? a.value.intValue ?? a.value.boolValue ?? a.value.doubleValue,
                ]),
              ),
            });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    /** Waits (polling) for a span `match` accepts; the exporter sends in batches. */
    async waitFor(match: (s: ReceivedSpan) => boolean, timeoutMs = 20_000): Promise<ReceivedSpan> {
      for (let waited = 0; ; waited += 100) {
        const found = spans.find(match);
        if (found) return found;
        if (waited > timeoutMs)
          throw new Error(`no such span; received: ${spans.map((s) => s.name).join(', ')}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
