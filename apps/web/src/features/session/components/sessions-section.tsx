import type { AccountSession } from '@hrwe/domain';
import { formatDateTime } from '@hrwe/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { useErrorText } from '@/lib/error-text';
import { useEndOtherSessions, useEndSession } from '../api/account-security';
import { browserLabel } from './browser-label';

/** One session: its browser, address and sign-in time; this one marked, the others with their end button. */
function SessionRow({ s, onEnd }: { s: AccountSession; onEnd: () => void }) {
  const { t } = useTranslation('session');
  const browser = browserLabel(s.browser) ?? t('account.unknownBrowser');
  return (
    <Paper withBorder p="sm" radius="sm" component="li" data-testid="account-session">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconDeviceDesktop size={22} stroke={1.5} aria-hidden />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={500} title={s.browser ?? undefined}>
                {browser}
              </Text>
              {s.current ? (
                <Badge color="green" variant="light">
                  {t('account.thisSession')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {t('account.sessionLine', {
                address: s.address ?? t('account.unknownAddress'),
                when: formatDateTime(s.createdAt),
              })}
            </Text>
          </Stack>
        </Group>
        {s.current ? null : (
          <Button size="xs" variant="light" color="red" onClick={onEnd}>
            {t('account.endSession')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** The user's signed-in sessions, newest first, with "end this session" and "end all other sessions", confirmed. */
export function SessionsSection({ sessions }: { sessions: AccountSession[] }) {
  const { t } = useTranslation('session');
  const errorText = useErrorText();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [asked, setAsked] = useState<AccountSession | 'others' | null>(null);
  // The dialog keeps its text while it fades out after an answer.
  const lastAsked = useRef<AccountSession | 'others' | null>(null);
  if (asked !== null) lastAsked.current = asked;
  const shown = lastAsked.current;
  const done = (message: string) => ({
    onSuccess: () => notifications.show({ color: 'green', message }),
    onError: (e: unknown) => notifications.show({ color: 'red', message: errorText(e) }),
    onSettled: () => setAsked(null),
  });
  const confirm = () => {
    if (asked === 'others') endOthers.mutate(undefined, done(t('account.othersEnded')));
    else if (asked) endOne.mutate(asked.id, done(t('account.sessionEnded')));
  };
  const others = sessions.filter((s) => !s.current).length;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="sessions-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="sessions-title">
            {t('account.sessionsTitle')}
          </Title>
          {others > 0 ? (
            <Button variant="light" color="red" onClick={() => setAsked('others')}>
              {t('account.endOthers')}
            </Button>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t('account.sessionsHint')}
        </Text>
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-labelledby="sessions-title"
        >
          {sessions.map((s) => (
            <SessionRow key={s.id} s={s} onEnd={() => setAsked(s)} />
          ))}
        </Stack>
      </Stack>
      <ConfirmDialog
        opened={asked !== null}
        loading={endOne.isPending || endOthers.isPending}
        title={shown === 'others' ? t('account.endOthers') : t('account.endSession')}
        message={
          shown === 'others'
            ? t('account.endOthersConfirm', { count: others })
            : shown
              ? t('account.endSessionConfirm', {
                  browser: browserLabel(shown.browser) ?? t('account.unknownBrowser'),
                  when: formatDateTime(shown.createdAt),
                })
              : undefined
        }
        confirmLabel={shown === 'others' ? t('account.endOthers') : t('account.endSession')}
        confirmColor="red"
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </Paper>
  );
}
