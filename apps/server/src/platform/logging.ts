import type { FastifyRequest } from 'fastify';

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
