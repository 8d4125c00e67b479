import { Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDomainForm } from '@/components/form/use-domain-form';
import { codeSchema } from '../api/second-step';

/** One code typed (a TOTP code or a recovery code), validated with the operation's own schema. */
export function CodeFieldForm({
  submitLabel,
  pending,
  onCode,
}: {
  submitLabel: string;
  pending: boolean;
  onCode: (code: string, showServerErrors: (e: unknown) => void) => void;
}) {
  const { t } = useTranslation('session');
  const form = useDomainForm(codeSchema, { code: '' });
  return (
    <form onSubmit={form.submit((data) => onCode(data.code, form.showServerErrors))} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('mfa.code')}
          autoComplete="one-time-code"
          inputMode="text"
          required
          data-autofocus
          autoFocus
          {...form.getInputProps('code')}
        />
        <Button type="submit" fullWidth loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
