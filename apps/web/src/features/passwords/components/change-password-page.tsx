import { DELAYS_MS } from '@hrwe/domain';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { isApiError } from '@/lib/api';
import { useChangePassword } from '../api/change-password';
import { PasswordForm } from './password-form';

/** /profile/password and /admin/password: change the signed-in user's password; reload 1 s after success. */
export function ChangePasswordPage() {
  const { t } = useTranslation('passwords');
  const change = useChangePassword();
  const [error, setError] = useState<unknown>(null);

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
          <PasswordForm
            pending={change.isPending}
            serverFields={isApiError(change.error) ? change.error.fields : undefined}
            onSubmit={(values) => change.mutate(values, { onError: (e) => setError(e) })}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
