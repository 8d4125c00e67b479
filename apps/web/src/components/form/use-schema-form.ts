import { useState } from 'react';
import type { z } from 'zod';

/**
 * A small form state driven by a domain zod schema: values, per-field message keys (shown once the form was
 * submitted or the field touched), and `validate()` answering the parsed data or null.
 */
export function useSchemaForm<S extends z.ZodTypeAny>(schema: S, initial: z.input<S>) {
  const [values, setValues] = useState<z.input<S>>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const parsed = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      errors[key] ??= issue.message;
    }
  }
  return {
    values,
    valid: parsed.success,
    /** The message key of a field, once shown. */
    error: (field: string) => (submitted || touched[field] ? errors[field] : undefined),
    set: <K extends keyof z.input<S>>(field: K, value: z.input<S>[K]) => {
      setValues((v) => ({ ...(v as object), [field]: value }) as z.input<S>);
      setTouched((t) => ({ ...t, [field as string]: true }));
    },
    setValues,
    validate: (): z.output<S> | null => {
      setSubmitted(true);
      return parsed.success ? (parsed.data as z.output<S>) : null;
    },
  };
}
