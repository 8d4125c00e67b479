import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useErrorText } from '@/lib/error-text';

/** A form's message that belongs to no field on screen (a message key), shown above its buttons. */
export function FormProblem({ error }: { error: string | null | undefined }) {
  const text = useErrorText();
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} />}>
      {text(error)}
    </Alert>
  );
}
