import { Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CodeFieldForm } from './code-field-form';
import { CallError } from './mfa-steps';

/** A dialog asking for a code of the authenticator app (or a recovery code) before a change of the second factor. */
export function CodeDialog({
  opened,
  title,
  hint,
  submitLabel,
  pending,
  error,
  onCode,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  hint: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onCode: (code: string, showServerErrors: (e: unknown) => void) => void;
  onClose: () => void;
  /** What the dialog shows instead of the form once done (the new recovery codes). */
  children?: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {children ?? (
        <Stack gap="md">
          <Text size="sm">{hint}</Text>
          <CallError error={error} />
          <CodeFieldForm submitLabel={submitLabel} pending={pending} onCode={onCode} />
        </Stack>
      )}
    </Modal>
  );
}
