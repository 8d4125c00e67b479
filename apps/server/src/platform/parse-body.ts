import { badRequest } from '@hrwe/domain';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The validator of a route whose body is parsed in the handler with `parseBody` (rules relative to today, errors
 * named per field): the declared body only documents it; params and query string are validated as usual.
 */
export const bodyCheckedInHandler = <S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult =>
  route.httpPart === 'body'
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
