import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Already translated texts; defaults are the generic 'Conferma' / 'Vuoi procedere?'. */
  title?: ReactNode;
  message?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  confirmColor?: string;
  loading?: boolean;
};

export function ConfirmDialog({
  opened,
  onConfirm,
  onCancel,
  title,
  message,
  confirmLabel,
  cancelLabel,
  confirmColor,
  loading,
}: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title ?? t('confirm.title')} centered>
      <Text size="sm">{message ?? t('confirm.message')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {cancelLabel ?? t('actions.cancel')}
        </Button>
        <Button color={confirmColor} onClick={onConfirm} loading={loading} data-autofocus>
          {confirmLabel ?? t('actions.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
