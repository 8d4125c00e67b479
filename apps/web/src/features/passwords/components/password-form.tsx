import { PasswordFormSchema, passwordOperations } from '@hrwe/domain';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '@/components/form/form-problem';
import { useDomainForm } from '@/components/form/use-domain-form';
import { usePasswordList } from '@/components/form/use-password-list';

export type PasswordValues = {
  password: string;
  re_password: string;
  oldPassword?: string;
  activationCode?: string;
};

/**
 * The body each operation declares, with the repeat the form asks for (PasswordFormSchema): the change proves the
 * current password, the reset carries the e-mailed code.
 */
const CHANGE_SCHEMA = passwordOperations.change.body.and(PasswordFormSchema);
const RESET_SCHEMA = passwordOperations.reset.body.and(PasswordFormSchema);

type Props = {
  /** Ask for the current password first (the signed-in change; not the e-mailed reset). */
  withCurrent?: boolean;
  /** The e-mailed reset's code (the reset form; not the signed-in change). */
  activationCode?: string;
  pending: boolean;
  /** Sends the values; a rejection with per-field keys shows them under the fields, any other goes to onFailure. */
  onSubmit: (values: PasswordValues) => Promise<unknown>;
  onFailure: (error: unknown) => void;
};

/** Password and repeat (and the current one), validated with the domain schema on submit; Cancel empties them. */
export function PasswordForm({ withCurrent, activationCode = '', pending, onSubmit, onFailure }: Props) {
  const { t } = useTranslation('passwords');
  const form = useDomainForm(
    usePasswordList(withCurrent ? CHANGE_SCHEMA : RESET_SCHEMA),
    withCurrent
      ? { oldPassword: '', password: '', re_password: '' }
      : { activationCode, password: '', re_password: '' },
  );
  const submit = form.submitTo(onSubmit, onFailure);

  return (
    <form onSubmit={submit} onReset={form.onReset} noValidate>
      <Stack gap="md">
        {withCurrent ? (
          <PasswordInput
            label={t('change.current')}
            autoComplete="current-password"
            required
            {...form.getInputProps('oldPassword')}
          />
        ) : null}
        <PasswordInput
          label={t('form.password')}
          autoComplete="new-password"
          required
          description={t('form.passwordHint')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('form.repeat')}
          autoComplete="new-password"
          required
          {...form.getInputProps('re_password')}
        />
        <FormProblem error={form.formError} />
        <Group justify="flex-end">
          <Button type="reset" variant="default" disabled={pending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
