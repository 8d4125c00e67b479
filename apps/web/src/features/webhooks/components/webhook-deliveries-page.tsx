import { formatDateTime } from '@hrwe/domain';
import {
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ErrorBanner } from '@/components/feedback/error-banner';
import {
  useResendDelivery,
  useSendTestEvent,
  useWebhookDeliveries,
  useWebhookEndpoints,
  type WebhookDelivery,
} from '../api/webhooks';

const STATUS_COLOR = { pending: 'blue', succeeded: 'green', failed: 'red' } as const;

/** /profile/webhooks/:id: an endpoint's delivery log (status, HTTP answer, latency, attempts), re-send and test. */
export function WebhookDeliveriesPage() {
  const { t } = useTranslation('webhooks');
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const endpoint = useWebhookEndpoints().data?.find((e) => e.id === id);
  const log = useWebhookDeliveries(id);
  const test = useSendTestEvent(id);
  const resend = useResendDelivery(id);
  return (
    <Stack gap="md" maw={1100}>
      <Anchor component={Link} to={pathname.replace(/\/[^/]+$/, '')} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={2}>{t('log.title')}</Title>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {endpoint?.url}
          </Text>
        </Stack>
        <Button variant="light" loading={test.isPending} onClick={() => test.mutate()}>
          {t('actions.test')}
        </Button>
      </Group>
      <ErrorBanner error={test.error ?? resend.error} />
      <Paper withBorder radius="md" p="md">
        {log.isPending ? (
          <Center py="lg">
            <Loader />
          </Center>
        ) : log.isError ? (
          <ErrorBanner error={log.error} duration={60_000} />
        ) : log.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('log.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('log.event')}</Table.Th>
                  <Table.Th>{t('log.status')}</Table.Th>
                  <Table.Th>{t('log.answer')}</Table.Th>
                  <Table.Th>{t('log.latency')}</Table.Th>
                  <Table.Th>{t('log.attempts')}</Table.Th>
                  <Table.Th>{t('log.when')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data.map((d) => (
                  <DeliveryRow key={d.id} d={d} onResend={() => resend.mutate(d.id)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}

function DeliveryRow({ d, onResend }: { d: WebhookDelivery; onResend: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {d.type}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {d.eventId}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLOR[d.status]}>{t(`deliveryStatus.${d.status}`)}</Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{d.lastStatusCode ?? '–'}</Text>
        {d.lastError ? (
          <Text size="xs" c="red" maw={260} style={{ wordBreak: 'break-word' }}>
            {d.lastError}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>{d.lastLatencyMs === null ? '–' : t('log.ms', { ms: d.lastLatencyMs })}</Table.Td>
      <Table.Td>{d.attempts}</Table.Td>
      <Table.Td>{formatDateTime(d.lastAttemptAt ?? d.createdAt)}</Table.Td>
      <Table.Td>
        <Button size="xs" variant="light" disabled={d.status === 'pending'} onClick={onResend}>
          {t('actions.resend')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
