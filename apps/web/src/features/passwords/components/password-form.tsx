import { fieldErrors, PasswordFormSchema } from '@hrwe/domain';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '@/components/form/field-error';

export type PasswordValues = { password: string; re_password: string };
const EMPTY: PasswordValues = { password: '', re_password: '' };

type Props = {
  pending: boolean;
  onSubmit: (values: PasswordValues) => void;
  /** Field keys answered by the server (they replace the local ones until the next edit). */
  serverFields?: Record<string, string>;
};

/** Password and repeat, validated with the domain schema; Cancel resets; Submit is disabled while invalid. */
export function PasswordForm({ pending, onSubmit, serverFields }: Props) {
  const { t } = useTranslation('passwords');
  const fieldError = useFieldErrors();
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, string> | undefined>(serverFields);
  const [lastServer, setLastServer] = useState(serverFields);
  if (serverFields !== lastServer) {
    setLastServer(serverFields);
    setServer(serverFields);
  }

  const parsed = PasswordFormSchema.safeParse(values);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const shown = (name: keyof PasswordValues) =>
    server?.[name] ?? (touched[name] || submitted ? errors[name] : undefined);

  const set = (name: keyof PasswordValues) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [name]: value }));
    setServer(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) return;
    onSubmit(values);
  };

  const reset = () => {
    setValues(EMPTY);
    setTouched({});
    setSubmitted(false);
    setServer(undefined);
  };

  return (
    <form onSubmit={submit} onReset={reset} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t('form.password')}
          autoComplete="new-password"
          required
          value={values.password}
          onChange={set('password')}
          onBlur={() => setTouched((x) => ({ ...x, password: true }))}
          error={fieldError(shown('password'))}
          description={t('form.passwordHint')}
        />
        <PasswordInput
          label={t('form.repeat')}
          autoComplete="new-password"
          required
          value={values.re_password}
          onChange={set('re_password')}
          onBlur={() => setTouched((x) => ({ ...x, re_password: true }))}
          error={fieldError(shown('re_password'))}
        />
        <Group justify="flex-end">
          <Button type="reset" variant="default" disabled={pending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={!parsed.success}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
