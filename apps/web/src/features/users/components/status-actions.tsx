import type { UserAction } from '@hrwe/domain';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { useErrorText } from '@/lib/error-text';
import { useUpdateStatus } from '../api/update-status';

const COLORS: Record<UserAction, string> = {
  APPROVA: 'green',
  RIFIUTA: 'red',
  DISABLE: 'gray',
  ABILITA: 'blue',
};

type Props = { id: string; name: string; actions: UserAction[]; size?: 'xs' | 'sm' };

/** The transitions the status table allows from the user's status, each confirmed before it is sent. */
export function StatusActions({ id, name, actions, size = 'xs' }: Props) {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  const update = useUpdateStatus();
  const [asked, setAsked] = useState<UserAction | null>(null);

  const confirm = () => {
    if (!asked) return;
    update.mutate(
      { id, action: asked },
      {
        onSuccess: (res) => {
          notifications.show({
            color: 'green',
            message: t('actionDone', { name, status: t(`status.${res.status}`) }),
          });
        },
        onError: (e) => notifications.show({ color: 'red', message: errorText(e) }),
        onSettled: () => setAsked(null),
      },
    );
  };

  return (
    <>
      <Group gap={6} wrap="nowrap">
        {actions.map((a) => (
          <Button key={a} size={size} variant="light" color={COLORS[a]} onClick={() => setAsked(a)}>
            {t(`actions.${a}`)}
          </Button>
        ))}
      </Group>
      <ConfirmDialog
        opened={asked !== null}
        loading={update.isPending}
        title={asked ? t(`actions.${asked}`) : undefined}
        message={asked ? t('confirmAction', { action: t(`actions.${asked}`), name }) : undefined}
        confirmLabel={asked ? t(`actions.${asked}`) : undefined}
        confirmColor={asked ? COLORS[asked] : undefined}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}
