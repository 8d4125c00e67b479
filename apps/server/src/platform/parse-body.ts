import { badRequest } from '@hrwe/domain';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The validator of a route whose body (and, for the public API, headers) the handler checks itself: the body with
 * `parseBody` (rules relative to today, errors named per field), the Idempotency-Key with its own error. The
 * declared schemas of those parts only document them; the other parts are validated as usual.
 */
export const checkedInHandler =
  (...parts: ('body' | 'headers')[]) =>
  <S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult =>
    (parts as (string | undefined)[]).includes(route.httpPart)
      ? (data: unknown) => ({ value: data })
      : validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);

/** Parses a body with a domain schema built for this moment (dates relative to now); errors name each field. */
export function parseBody<T extends z.ZodTypeAny>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || '_';
    fields[field] ??= issue.message;
  }
  throw badRequest('VALIDATION_FAILED', fields);
}
