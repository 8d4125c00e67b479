import { DELAYS_MS } from '@hrwe/domain';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { useChangePassword } from '../api/change-password';
import { PasswordForm } from './password-form';

/**
 * /profile/password and /admin/password: change the signed-in user's password, proving the current one first
 * (a borrowed session must not take the account); reload 1 s after success.
 */
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
      <Title order={1} size="h2">
        {t('change.title')}
      </Title>
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
          {/* A field's own message says what is wrong (a wrong current password); the banner is for the rest. */}
          <ErrorBanner error={error} message="ERROR_SUBMITTING_DETAIL" onHide={() => setError(null)} />
          <PasswordForm
            withCurrent
            pending={change.isPending}
            onSubmit={(values) => change.mutateAsync({ ...values, oldPassword: values.oldPassword ?? '' })}
            onFailure={setError}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
