import { Button, Group, Modal, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The blocking message of a refused sign-in (spec 1 §8); closing it signs out. */
export function BlockedLoginModal({ reason, onClose }: { reason: string | null; onClose: () => void }) {
  const { t } = useTranslation('session');
  const { t: te } = useTranslation('errors');
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
      <Text data-testid="blocked-login-message">{reason ? te(reason) : ''}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{t('blocked.close')}</Button>
      </Group>
    </Modal>
  );
}
