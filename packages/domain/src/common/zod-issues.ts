import type { z } from 'zod';

/** The first message key per field path ('a.0.b'), as ErrorBody.fields expects; '' is the form itself. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in out)) out[path] = issue.message;
  }
  return out;
}
