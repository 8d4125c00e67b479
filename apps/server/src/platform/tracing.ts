import FastifyOtelInstrumentation from '@fastify/otel';
import { type Span, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance } from 'fastify';
import { redactUrl } from './logging';

/**
 * OpenTelemetry traces, on when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/decisions/operations-metrics-and-traces.md):
 * a span per request (@fastify/otel) and per job run, sent in batches over OTLP/HTTP to that collector. The
 * exporter and the batching read the standard OTEL_* variables themselves (OTEL_SERVICE_NAME, headers, delays).
 * Returns the provider's shutdown (it sends what is still batched), or null when tracing is off.
 */
export function startTracing(endpoint: string | undefined): (() => Promise<void>) | null {
  if (!endpoint) return null;
  enabled = true;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || 'hrwe' }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register(); // the global tracer and the AsyncLocalStorage context the request's work runs in
  return () => provider.shutdown();
}

/** Set by startTracing: without it no request or job span is made (no cost when tracing is off). */
let enabled = false;
const tracing = () => enabled;

/**
 * A span per request, named by its route. Its `http.request.id` is the request id of its log lines and of the
 * X-Request-Id answer header, and every log line written while it runs carries its trace_id (logging.ts): one
 * joins logs and traces either way. The URL path is masked as in the logs (candidate links carry secrets).
 */
export async function registerRequestTracing(app: FastifyInstance) {
  if (!tracing()) return;
  const instrumentation = new FastifyOtelInstrumentation({
    requestHook: (span, request) => {
      span.setAttribute('http.request.id', request.id);
      span.setAttribute('url.path', redactUrl(request.url));
      if (request.routeOptions.url) span.updateName(`${request.method} ${request.routeOptions.url}`);
    },
  });
  await app.register(instrumentation.plugin());
  // The request's own log lines from here on (its handler's, "request completed") name its trace. Only the
  // "incoming request" line, written before any hook, goes without: it has the request id the span carries.
  app.addHook('onRequest', async (request, reply) => {
    const { span } = request.opentelemetry();
    if (!span) return;
    request.log = request.log.child({ trace_id: span.spanContext().traceId });
    reply.log = request.log;
  });
}

/** Runs a job inside a span of its own (`job <queue>`), ended with the job's outcome. */
export function inJobSpan<T>(queue: string, attributes: Record<string, number>, fn: () => Promise<T>) {
  if (!tracing()) return fn();
  return trace.getTracer('hrwe').startActiveSpan(`job ${queue}`, async (span: Span) => {
    span.setAttributes({ 'messaging.destination.name': queue, ...attributes });
    try {
      return await fn();
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
      throw err;
    } finally {
      span.end();
    }
  });
}
