import { formatDateTime, type WebhookAttempt, type WebhookDelivery } from '@hrwe/domain';
import { Badge, Button, Center, Group, Loader, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { useWebhookDelivery } from '../api/get-webhook-delivery';

const OUTCOME_COLOR = { succeeded: 'green', failed: 'red', interrupted: 'orange' } as const;

/** The attempts count of a delivery, opening the list of every attempt: time, outcome, status, duration, error. */
export function AttemptsButton({ delivery: d }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation('webhooks');
  const [open, setOpen] = useState(false);
  const detail = useWebhookDelivery(open ? d.id : null);
  const duration = (a: WebhookAttempt) => (a.durationMs === null ? '–' : t('log.ms', { ms: a.durationMs }));
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        disabled={d.attempts === 0}
        aria-label={t('attempts.show', { count: d.attempts, event: d.type })}
        onClick={() => setOpen(true)}
      >
        {d.attempts}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('attempts.title', { event: d.type })}
        size="xl"
      >
        {detail.isPending ? (
          <Center py="md">
            <Loader />
          </Center>
        ) : detail.isError ? (
          <ErrorBanner error={detail.error} />
        ) : (
          <>
            {/* Phones: one block per attempt; wider screens: a table. */}
            <Stack gap="xs" hiddenFrom="sm">
              {detail.data.attemptLog.map((a) => (
                <Paper key={a.id} withBorder radius="sm" p="xs">
                  <Group justify="space-between" gap="xs">
                    <Text size="sm">{formatDateTime(a.startedAt)}</Text>
                    <Outcome attempt={a} />
                  </Group>
                  <Text size="sm">
                    {t('log.answer')}: {a.statusCode ?? '–'} · {t('log.latency')}: {duration(a)}
                  </Text>
                  <AttemptError attempt={a} />
                </Paper>
              ))}
            </Stack>
            <Table visibleFrom="sm" aria-label={t('attempts.title', { event: d.type })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('attempts.when')}</Table.Th>
                  <Table.Th>{t('attempts.outcome')}</Table.Th>
                  <Table.Th>{t('log.answer')}</Table.Th>
                  <Table.Th>{t('log.latency')}</Table.Th>
                  <Table.Th>{t('log.error')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {detail.data.attemptLog.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>{formatDateTime(a.startedAt)}</Table.Td>
                    <Table.Td>
                      <Outcome attempt={a} />
                    </Table.Td>
                    <Table.Td>{a.statusCode ?? '–'}</Table.Td>
                    <Table.Td>{duration(a)}</Table.Td>
                    <Table.Td>
                      <AttemptError attempt={a} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Modal>
    </>
  );
}

function Outcome({ attempt: a }: { attempt: WebhookAttempt }) {
  const { t } = useTranslation('webhooks');
  return a.outcome ? (
    <Badge color={OUTCOME_COLOR[a.outcome]} style={{ width: 'max-content', overflow: 'visible' }}>
      {t(`attempts.outcomes.${a.outcome}`)}
    </Badge>
  ) : (
    <Badge color="blue">{t('attempts.outcomes.inFlight')}</Badge>
  );
}

function AttemptError({ attempt: a }: { attempt: WebhookAttempt }) {
  const { t } = useTranslation('webhooks');
  const text = a.outcome === 'interrupted' ? t('attempts.interruptedHint') : a.error;
  return text ? (
    <Text size="sm" style={{ wordBreak: 'break-word' }}>
      {text}
    </Text>
  ) : null;
}
