import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { useErrorText } from '@/lib/error-text';
import { useResetMfa } from '../api/reset-mfa';

/**
 * The administrator's reset of a user's second factor, for a lost phone: confirmed, then says what happened (the
 * user signs in with the password alone and may enrol again; their sessions ended; an e-mail told them).
 */
export function MfaReset({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  const reset = useResetMfa();
  const [asked, setAsked] = useState(false);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="mfa-reset-title">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id="mfa-reset-title">
          {t('mfaReset.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('mfaReset.hint')}
        </Text>
        {reset.isSuccess ? (
          <Alert color="green" variant="light" icon={<IconCheck size={18} />} role="status">
            {t('mfaReset.done', { name })}
          </Alert>
        ) : null}
        {reset.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {errorText(reset.error)}
          </Alert>
        ) : null}
        <Button variant="light" color="orange" onClick={() => setAsked(true)}>
          {t('mfaReset.button')}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={asked}
        loading={reset.isPending}
        title={t('mfaReset.button')}
        message={t('mfaReset.confirm', { name })}
        confirmLabel={t('mfaReset.confirmButton')}
        confirmColor="orange"
        onConfirm={() => reset.mutate(id, { onSettled: () => setAsked(false) })}
        onCancel={() => setAsked(false)}
      />
    </Paper>
  );
}
