import { badRequest } from '@hrwe/domain';
import type { z } from 'zod';

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
