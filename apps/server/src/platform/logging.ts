import { trace } from '@opentelemetry/api';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { personalFieldNames } from '../db/personal-data';

const EMAIL = /[^\s/?&=#"'<>:;,()[\]]+(?:@|%40)[^\s/?&#"'<>:;,()[\]]+\.[a-z]{2,}/gi;
const FISCAL_CODE = /\b[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]\b/gi;
/** Field names whose values are a person's data, from the catalogue of personal data (db/personal-data.ts). */
const PERSONAL_FIELDS = new Set(personalFieldNames().map((n) => n.toLowerCase()));

/** A text with e-mail addresses and fiscal codes masked. */
export const maskText = (text: string) => text.replace(EMAIL, ':email').replace(FISCAL_CODE, ':cf');

/**
 * A log line's fields with personal data masked: values under a personal field of the catalogue (email,
 * firstName, codice_fiscale, to_address…) are replaced, and e-mail addresses and fiscal codes in any other text
 * (messages, errors and their stacks) are masked.
 */
export function maskPersonal(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) {
    const e = value as Error & { code?: unknown };
    return { type: e.name, code: e.code, message: maskText(e.message), stack: maskText(e.stack ?? '') };
  }
  if (Array.isArray(value)) return value.map((v) => maskPersonal(v, depth + 1));
  // Only plain objects are walked: a request or a reply has its own serializer, which already masks.
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    out[k] =
      PERSONAL_FIELDS.has(k.toLowerCase()) && v !== null ? '[personal data]' : maskPersonal(v, depth + 1);
  return out;
}

/**
 * Candidate links, one-time codes and tokens are secrets, e-mail addresses are personal data: URLs are logged with
 * them masked (an e-mail in a path such as /personalDetail/{email}, raw or percent-encoded, becomes :email).
 */
export function redactUrl(url: string): string {
  return url
    .replace(/[^/?&=#]+(?:@|%40)[^/?&#]+/gi, ':email')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':uuid')
    .replace(/\b[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]\b/gi, ':cf')
    .replace(/[A-Za-z0-9_-]{24,}/g, ':secret')
    .replace(/([?&][^=&]*(?:email|code|token)[^=&]*=)[^&]*/gi, '$1:redacted');
}

export const loggerOptions = (level: string) => ({
  level,
  formatters: { log: (obj: Record<string, unknown>) => maskPersonal(obj) as Record<string, unknown> },
  hooks: {
    /** The message's own text (and any interpolated value) is masked as the fields are. */
    logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
      method.apply(
        this,
        args.map((a) => (typeof a === 'string' ? maskText(a) : a)),
      );
    },
  },
  /**
   * A line written inside a traced job (or other work with an active span) names its trace; a request's lines have
   * it bound already (platform/tracing.ts). None when tracing is off.
   */
  mixin(_merge: object, _level: number, logger: Logger) {
    const span = trace.getActiveSpan();
    if (!span || logger.bindings().trace_id) return {};
    return { trace_id: span.spanContext().traceId };
  },
  redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  serializers: {
    req: (req: FastifyRequest) => ({
      id: req.id,
      method: req.method,
      url: redactUrl(req.url),
      host: req.hostname,
    }),
  },
});
