import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { IconLock, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/error-text';
import { useResendActivation } from '../api/resend-activation';

/**
 * The blocking message of a refused sign-in (spec 1 §8); closing it signs out. An unconfirmed e-mail also gets
 * a button that asks for a new confirmation link with the credentials just typed.
 */
export function BlockedLoginModal({
  reason,
  credentials,
  onClose,
}: {
  reason: string | null;
  credentials?: { email: string; password: string };
  onClose: () => void;
}) {
  const resend = useResendActivation();
  const { t } = useTranslation('session');
  const errorText = useErrorText();
  return (
    <Modal
      opened={reason !== null}
      onClose={onClose}
      centered
      closeOnClickOutside={false}
      title={
        <Group gap="xs">
          <IconLock size={20} />
          <Text fw={600}>{t('blocked.title')}</Text>
        </Group>
      }
    >
      <Text data-testid="blocked-login-message">{reason ? errorText(reason) : ''}</Text>
      {reason === 'LOGIN_NOT_VERIFIED' && credentials ? (
        resend.isSuccess ? (
          <Alert color="teal" variant="light" mt="md" role="status" data-testid="activation-resent">
            {t('blocked.resent')}
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed" mt="md">
              {t('blocked.resendHint')}
            </Text>
            {resend.isError ? (
              <Text size="sm" c="red" role="alert" mt="xs">
                {t('blocked.resendFailed')}
              </Text>
            ) : null}
            <Button
              mt="sm"
              variant="light"
              leftSection={<IconMailForward size={18} />}
              loading={resend.isPending}
              onClick={() => resend.mutate(credentials)}
            >
              {t('blocked.resend')}
            </Button>
          </>
        )
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{t('blocked.close')}</Button>
      </Group>
    </Modal>
  );
}
