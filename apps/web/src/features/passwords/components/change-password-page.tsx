import { DELAYS_MS } from '@hrwe/domain';
import { Alert, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { useFieldErrors } from '@/components/form/field-error';
import { isApiError } from '@/lib/api';
import { useChangePassword } from '../api/change-password';
import { PasswordForm } from './password-form';

/**
 * /profile/password and /admin/password: change the signed-in user's password, proving the current one first
 * (a borrowed session must not take the account); reload 1 s after success.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('passwords');
  const fieldError = useFieldErrors();
  const change = useChangePassword();
  const [error, setError] = useState<unknown>(null);
  const [current, setCurrent] = useState('');
  const [currentError, setCurrentError] = useState<string | undefined>();
  const serverFields = isApiError(change.error) ? change.error.fields : undefined;
  const [lastServer, setLastServer] = useState(serverFields);
  if (serverFields !== lastServer) {
    setLastServer(serverFields);
    setCurrentError(serverFields?.oldPassword);
  }

  useEffect(() => {
    if (!change.isSuccess) return;
    const timer = window.setTimeout(() => window.location.reload(), DELAYS_MS.changePasswordReload);
    return () => window.clearTimeout(timer);
  }, [change.isSuccess]);

  return (
    <Stack maw={560} gap="md">
      <Title order={2}>{t('change.title')}</Title>
      <Text c="dimmed" size="sm">
        {t('change.intro')}
      </Text>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          {change.isSuccess ? (
            <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
              {t('change.success')}
            </Alert>
          ) : null}
          <ErrorBanner error={error} message="ERROR_SUBMITTING_DETAIL" onHide={() => setError(null)} />
          <PasswordInput
            label={t('change.current')}
            autoComplete="current-password"
            required
            value={current}
            onChange={(e) => {
              setCurrent(e.currentTarget.value);
              setCurrentError(undefined);
            }}
            error={fieldError(currentError)}
          />
          <PasswordForm
            pending={change.isPending}
            serverFields={serverFields}
            onSubmit={(values) => {
              if (!current) return setCurrentError('OLD_PASSWORD_REQUIRED');
              // A field's own message says what is wrong; the banner is for everything else.
              change.mutate(
                { ...values, oldPassword: current },
                { onError: (e) => setError(isApiError(e) && e.fields ? null : e) },
              );
            }}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
