import { Text } from '@mantine/core';
import { isApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';

/** Translates a zod or server message key shown under a field; nothing when there is no key. */
export function FieldError({ error, id }: { error?: string | null; id?: string }) {
  const text = useErrorText();
  if (!error) return null;
  return (
    <Text id={id} size="xs" c="red" role="alert" mt={4}>
      {text(error)}
    </Text>
  );
}

/**
 * For Mantine inputs' `error` prop: `const fieldError = useFieldErrors(); <TextInput error={fieldError(errors.email)} />`.
 * Accepts a message key, or an ApiError plus the field name to read its `fields` map.
 */
export function useFieldErrors(): (error: unknown, field?: string) => string | undefined {
  const text = useErrorText();
  return (error, field) => {
    if (!error) return undefined;
    if (isApiError(error)) {
      const key = field ? error.fields?.[field] : undefined;
      return key ? text(key) : undefined;
    }
    return typeof error === 'string' ? text(error) : undefined;
  };
}
