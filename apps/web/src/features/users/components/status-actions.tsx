import {
  type ClientRow,
  REFUSAL_REASON_MAX,
  type UserAction,
  UserStatusChangeInputSchema,
} from '@hrwe/domain';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, Tooltip, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { useDomainForm } from '@/components/form/use-domain-form';
import { useErrorText } from '@/lib/error-text';
import { useUpdateStatus } from '../api/update-status';

const COLORS: Record<UserAction, string> = {
  APPROVA: 'green',
  RIFIUTA: 'red',
  DISABLE: 'gray',
  ABILITA: 'blue',
};

type Props = {
  id: string;
  name: string;
  actions: UserAction[];
  /** Allowed actions that wait for something (the price): disabled, with the reason beside them. */
  blocked?: ClientRow['blockedActions'];
  /** 'xs' in a table's row: the reason is the disabled button's tooltip (and its description), so the row keeps
   * one line and ten rows stay on a laptop's screen; 'sm' on the detail page: the reason shows under the buttons. */
  size?: 'xs' | 'sm';
};

/**
 * The transitions the status table allows from the user's status, each confirmed before it is sent. An action the
 * server would refuse now (approval without a price) is disabled and says why; a refusal asks for its reason.
 */
export function StatusActions({ id, name, actions, blocked = {}, size = 'xs' }: Props) {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  const update = useUpdateStatus();
  const [asked, setAsked] = useState<UserAction | null>(null);
  const reasonId = useId();
  const why = actions.map((a) => blocked[a]).find(Boolean);

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
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        {actions.map((a) => (
          <Tooltip key={a} label={why ? t(`blocked.${why}`) : ''} disabled={size !== 'xs' || !blocked[a]}>
            {/* A disabled button gets no pointer events: the span carries the tooltip's hover. */}
            <span>
              <Button
                size={size}
                variant="light"
                color={COLORS[a]}
                disabled={blocked[a] !== undefined}
                aria-describedby={blocked[a] ? reasonId : undefined}
                onClick={() => setAsked(a)}
              >
                {t(`actions.${a}`)}
              </Button>
            </span>
          </Tooltip>
        ))}
      </Group>
      {why && size === 'xs' ? <VisuallyHidden id={reasonId}>{t(`blocked.${why}`)}</VisuallyHidden> : null}
      {why && size !== 'xs' ? (
        <Text id={reasonId} size="xs" c="dimmed" maw={220} style={{ whiteSpace: 'normal' }}>
          {t(`blocked.${why}`)}
        </Text>
      ) : null}
      <ConfirmDialog
        opened={asked !== null && asked !== 'RIFIUTA'}
        loading={update.isPending}
        title={asked ? t(`actions.${asked}`) : undefined}
        message={asked ? t('confirmAction', { action: t(`actions.${asked}`), name }) : undefined}
        confirmLabel={asked ? t(`actions.${asked}`) : undefined}
        confirmColor={asked ? COLORS[asked] : undefined}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
      {asked === 'RIFIUTA' ? <RefusalDialog id={id} name={name} onClose={() => setAsked(null)} /> : null}
    </Stack>
  );
}

/** "Rifiuta": the reason the refused user reads in the e-mail, checked by the status call's own schema. */
function RefusalDialog({ id, name, onClose }: { id: string; name: string; onClose: () => void }) {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  const update = useUpdateStatus();
  const form = useDomainForm(UserStatusChangeInputSchema, { id, action: 'RIFIUTA' as const, reason: '' });
  const submit = form.submit((body) =>
    update.mutate(
      { id, action: 'RIFIUTA', reason: body.reason },
      {
        onSuccess: (res) => {
          onClose();
          notifications.show({
            color: 'green',
            message: t('actionDone', { name, status: t(`status.${res.status}`) }),
          });
        },
        onError: (e) => {
          form.showServerErrors(e);
        },
      },
    ),
  );
  return (
    <Modal opened onClose={onClose} title={t('refusal.title', { name })} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('refusal.explain')}</Text>
          {update.error && !form.errors.reason ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
              {errorText(update.error)}
            </Alert>
          ) : null}
          <Textarea
            label={t('refusal.reason')}
            autosize
            minRows={3}
            maxLength={REFUSAL_REASON_MAX}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('refusal.cancel')}
            </Button>
            <Button type="submit" color="red" loading={update.isPending}>
              {t('actions.RIFIUTA')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
