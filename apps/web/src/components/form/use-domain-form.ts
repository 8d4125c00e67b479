import { type FormErrors, schemaResolver, type UseFormInput, useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';

type Options<Values> = Omit<UseFormInput<Values>, 'mode' | 'initialValues' | 'validate'> & {
  /** Translates a message key shown under a field; the 'errors' catalogue by default. */
  errorText?: (key: string) => string;
  /** What the schema reads, when it differs from what the fields hold (an empty optional field as absent). */
  toSchema?: (values: Values) => unknown;
};

/**
 * The one way to build a form: `@mantine/form` validated by the domain schema of the form (Standard Schema
 * resolver). Errors are message keys, translated under their field by `getInputProps`; they appear on submit
 * (the submit button stays enabled) and a field's error clears as it changes. An error of a field that is not
 * on screen becomes `formError`, so nothing can block a submit silently.
 */
export function useDomainForm<S extends z.ZodType, Values extends Record<string, unknown>>(
  schema: S,
  /** What the fields hold (an unchosen select is ''); the schema says what is acceptable. */
  initialValues: Values,
  { errorText, toSchema, ...options }: Options<Values> = {},
) {
  const defaultText = useErrorText();
  const text = errorText ?? defaultText;
  const [formError, setFormError] = useState<string | null>(null);
  // One resolver per schema keeps the form's setters stable between renders.
  const validate = useMemo(() => {
    const resolve = schemaResolver(schema, { sync: true });
    return (values: Values) => resolve(toSchema ? toSchema(values) : values);
  }, [schema, toSchema]);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate,
    enhanceGetInputProps: ({ inputProps }) =>
      typeof inputProps.error === 'string' ? { error: text(inputProps.error) } : undefined,
    ...options,
  });

  /** Shows errors: under their fields, the first one focused; those without a field on screen above the buttons. */
  const reveal = (errors: FormErrors) => {
    const paths = Object.keys(errors);
    const hidden = paths.find((p) => !form.getInputNode(p));
    setFormError(hidden !== undefined ? String(errors[hidden]) : null);
    const first = paths.map((p) => form.getInputNode(p)).find(Boolean);
    // A list opens on focus and would cover its own message: it is only scrolled to.
    if (first?.getAttribute('aria-haspopup')) first.scrollIntoView({ block: 'center' });
    else first?.focus();
  };

  /** The <form>'s onSubmit: validates and hands the schema's output (and the raw values) to `handler`. */
  const submit = (handler: (data: z.output<S>, values: Values) => unknown) =>
    form.onSubmit((values) => {
      setFormError(null);
      const result = handler(schema.parse(toSchema ? toSchema(values) : values) as z.output<S>, values);
      // A promise keeps `form.submitting` true until it settles.
      return result instanceof Promise ? result : undefined;
    }, reveal);
  /** Puts a server answer's per-field keys under their fields; answers true when it had any. */
  const showServerErrors = (error: unknown): boolean => {
    if (!isApiError(error) || !error.fields || Object.keys(error.fields).length === 0) return false;
    form.setErrors(error.fields);
    reveal(error.fields);
    return true;
  };

  return Object.assign(form, {
    formError,
    submit,
    showServerErrors,
    /**
     * `submit` for a form whose parent sends the raw values (one way for the profile and password forms): a
     * refusal's per-field keys go under the fields and `onFailure` gets null, any other error goes to `onFailure`.
     */
    submitTo: (send: (values: Values) => Promise<unknown>, onFailure: (error: unknown) => void) =>
      submit(async (_data, values) => {
        try {
          await send(values);
        } catch (error) {
          onFailure(showServerErrors(error) ? null : error);
        }
      }),
  });
}

export type DomainForm<Values extends Record<string, unknown>> = ReturnType<
  typeof useDomainForm<z.ZodType, Values>
>;
