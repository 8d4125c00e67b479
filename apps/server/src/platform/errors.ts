import { AppError, ERROR_STATUS, type ErrorBody, type ErrorKey } from '@hrwe/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { logRefusal, safeErrorOf } from './refusals';

/** One JSON error shape for every answer; 5xx details are logged, never sent. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    let body: ErrorBody;
    if (err instanceof AppError) {
      body = { statusCode: err.statusCode, key: err.key, ...(err.fields ? { fields: err.fields } : {}) };
      if ('retryAfterSeconds' in err) reply.header('Retry-After', String(err.retryAfterSeconds));
      if (err.statusCode === 401 || err.statusCode === 403 || err.statusCode === 404) {
        logRefusal(request, err.statusCode, err.key);
      }
    } else if (hasZodFastifySchemaValidationErrors(err) && err.validationContext === 'params') {
      // A malformed id names no record: the same answer as someone else's record (common/params.schemas.ts).
      body = { statusCode: 404, key: 'NOT_FOUND' };
      logRefusal(request, 404, 'NOT_FOUND');
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[field] ??= v.message ?? 'NOT_VALID';
      }
      body = { statusCode: 400, key: 'VALIDATION_FAILED', fields };
    } else if (err.statusCode && err.statusCode < 500) {
      const key = errorKeyOf(err);
      body = { statusCode: ERROR_STATUS[key], key };
    } else if (isDatabaseUnavailable(err)) {
      // PostgreSQL down or restarting: the client may retry; nothing was committed by this request.
      request.log.warn({ err: (err as Error).message }, 'database unavailable');
      body = { statusCode: 503, key: 'DATABASE_UNAVAILABLE' };
      reply.header('retry-after', '5');
    } else {
      request.log.error({ error: safeErrorOf(err) }, 'unexpected error');
      body = { statusCode: 500, key: 'INTERNAL_ERROR' };
    }
    reply.status(body.statusCode).send(body);
  });
}

/**
 * The router's own refusals (Fastify's `frameworkErrors`), before any route or hook runs: a URL that does not decode
 * (FST_ERR_BAD_URL) and a path parameter past its length (FST_ERR_MAX_PARAM_LENGTH) answer in the one error shape,
 * without quoting the URL back as Fastify's default answer does (issue 32).
 */
export function frameworkErrorReply(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let body: ErrorBody;
  if (err.code === 'FST_ERR_BAD_URL') body = { statusCode: 400, key: 'BAD_REQUEST' };
  else if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') body = { statusCode: 414, key: 'URL_TOO_LONG' };
  else {
    request.log.error({ error: safeErrorOf(err) }, 'unexpected error');
    body = { statusCode: 500, key: 'INTERNAL_ERROR' };
  }
  void reply.status(body.statusCode).send(body);
}

/** Fastify's own refusals, named by our keys (their status follows the key). */
function errorKeyOf(err: FastifyError): ErrorKey {
  if (err.code === 'FST_REQ_FILE_TOO_LARGE') return 'FILE_TOO_LARGE';
  if (err.code === 'FST_FILES_LIMIT') return 'TOO_MANY_FILES';
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'BODY_TOO_LARGE';
  if (err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return 'FILE_REQUIRED';
  if (err.statusCode === 404) return 'NOT_FOUND';
  if (err.statusCode === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  return 'BAD_REQUEST';
}
