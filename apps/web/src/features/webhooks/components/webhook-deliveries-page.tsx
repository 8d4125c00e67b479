import { PAGE_SIZE, WEBHOOK_DELIVERY_STATUSES, type WebhookDelivery, webhookOperations } from '@hrwe/domain';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { DataTable, type DataTableColumn, type DataTableFilter } from '@/components/data-table';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { deliveriesKey } from '../api/get-webhook-deliveries';
import { useWebhookEndpoints } from '../api/get-webhook-endpoints';
import { useResendDelivery } from '../api/resend-delivery';
import { AttemptsButton } from './attempts-button';
import { TestEventButton } from './test-event-button';
import { WebhooksHeader } from './webhooks-header';

const STATUS_COLOR = {
  pending: 'blue',
  sending: 'blue',
  succeeded: 'green',
  failed: 'red',
  unconfirmed: 'orange',
} as const;
/** The log is refreshed this often while open, so pending deliveries settle on screen. */
const REFRESH_MS = 3_000;

/**
 * /profile/webhooks/:id: an endpoint's delivery log (status, HTTP answer, latency, attempts with each one's detail),
 * paged and filtered by status on the server, with re-send and a test event that says what happened.
 */
export function WebhookDeliveriesPage() {
  const { t } = useTranslation('webhooks');
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const endpoint = useWebhookEndpoints().data?.find((e) => e.id === id);
  const resend = useResendDelivery(id);
  const qc = useQueryClient();
  useEffect(() => {
    const timer = setInterval(() => qc.invalidateQueries({ queryKey: deliveriesKey(id) }), REFRESH_MS);
    return () => clearInterval(timer);
  }, [qc, id]);

  const filters: DataTableFilter[] = useMemo(
    () => [
      {
        type: 'select',
        name: 'status',
        label: t('log.status'),
        options: WEBHOOK_DELIVERY_STATUSES.map((s) => ({ value: s, label: t(`deliveryStatus.${s}`) })),
      },
    ],
    [t],
  );
  const columns: DataTableColumn<WebhookDelivery>[] = [
    {
      key: 'type',
      header: 'webhooks:log.event',
      sortable: true,
      render: (d) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {d.type}
          </Text>
          {/* The id is for matching the receiver's log: its start tells events apart, the whole is on hover. */}
          <Text size="xs" c="dimmed" ff="monospace" truncate maw={150} title={d.eventId}>
            {d.eventId}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: 'webhooks:log.status',
      sortable: true,
      render: (d) => (
        <Badge color={STATUS_COLOR[d.status]} style={{ width: 'max-content', overflow: 'visible' }}>
          {t(`deliveryStatus.${d.status}`)}
        </Badge>
      ),
    },
    {
      key: 'lastStatusCode',
      header: 'webhooks:log.answer',
      render: (d) => (d.lastStatusCode === null ? '–' : String(d.lastStatusCode)),
    },
    {
      key: 'lastError',
      header: 'webhooks:log.error',
      truncate: 130,
      // An unconfirmed delivery says what happened and what the owner may do, in the owner's language.
      render: (d) => (d.status === 'unconfirmed' ? t('log.unconfirmedHint') : (d.lastError ?? '')),
    },
    {
      key: 'lastLatencyMs',
      header: 'webhooks:log.latency',
      render: (d) => (d.lastLatencyMs === null ? '–' : t('log.ms', { ms: d.lastLatencyMs })),
    },
    {
      key: 'attempts',
      header: 'webhooks:log.attempts',
      sortable: true,
      align: 'right',
      render: (d) => <AttemptsButton delivery={d} />,
    },
    { key: 'lastAttemptAt', header: 'webhooks:log.when', format: 'datetime', sortable: true },
    {
      key: 'actions',
      header: 'webhooks:columns.actions',
      render: (d) => (
        <Button
          size="xs"
          variant="light"
          disabled={d.status === 'pending' || d.status === 'sending'}
          onClick={() => resend.mutate(d.id)}
        >
          {t('actions.resend')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <WebhooksHeader
        title={t('log.title')}
        subtitle={endpoint?.url}
        backTo={pathname.replace(/\/[^/]+$/, '')}
        action={<TestEventButton endpointId={id} />}
      />
      <ErrorBanner error={resend.error} />
      <DataTable<WebhookDelivery>
        list={webhookOperations.deliveries}
        listParams={{ id }}
        columns={columns}
        pageSize={PAGE_SIZE.webhookDeliveries}
        defaultSort="createdAt:desc"
        filters={filters}
        exports={[]}
        rowKey={(d) => String(d.id)}
        emptyTitle="webhooks:log.empty"
      />
    </Stack>
  );
}
