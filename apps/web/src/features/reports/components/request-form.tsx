import { Button, Group, Paper, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { type FormEventHandler, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInitReport } from '../api/init-report';

/**
 * Puts the request number reserved for this form into its values, so the number shown is the one sent; true while
 * the form has no number yet (its submit button waits: `RequestFormCard`'s `reserving`).
 */
export function useReservedRequestNumber(form: {
  values: { requestNumber: string };
  setFieldValue: (path: 'requestNumber', value: string) => void;
}): boolean {
  const reserved = useInitReport().data?.requestNumber;
  const { setFieldValue } = form;
  useEffect(() => {
    if (reserved) setFieldValue('requestNumber', reserved);
  }, [reserved, setFieldValue]);
  return !form.values.requestNumber;
}

/** The reserved request number, shown read-only above a request form's fields. */
export function RequestNumberField(props: TextInputProps) {
  const { t } = useTranslation('reports');
  return <TextInput label={t('create.requestNumber')} {...props} readOnly variant="filled" />;
}

/**
 * A request form's card (new report, visura): its fields, then the submit button that opens the confirmation. The
 * button waits (`reserving`) until the request number is reserved: sent before, the form would refuse a number its
 * person cannot type (the field is read-only).
 */
export function RequestFormCard({
  maw,
  onSubmit,
  submitLabel,
  reserving,
  children,
}: {
  maw: number;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  reserving: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" radius="md" maw={maw}>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={reserving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
