import { formatDateTime, type WebhookEndpoint } from '@hrwe/domain';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Code,
  CopyButton,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { useDeleteWebhookEndpoint } from '../api/delete-webhook-endpoint';
import { useWebhookEndpoints } from '../api/get-webhook-endpoints';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useUpdateWebhookEndpoint } from '../api/update-webhook-endpoint';
import { EndpointForm } from './endpoint-form';
import { TestEventButton } from './test-event-button';
import { WebhooksHeader } from './webhooks-header';

/**
 * /profile/webhooks (/admin/webhooks): the caller's endpoints, adding one (secret shown once), test, secret
 * rotation (the new secret shown once), on/off, remove; a paused endpoint (circuit breaker) says until when.
 */
export function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  const endpoints = useWebhookEndpoints();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <Stack gap="md" maw={1100}>
      <WebhooksHeader
        title={t('title')}
        subtitle={t('intro')}
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {t('add')}
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        {endpoints.isPending ? (
          <Center py="lg">
            <Loader />
          </Center>
        ) : endpoints.isError ? (
          <ErrorBanner error={endpoints.error} duration={60_000} />
        ) : endpoints.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('empty')}
          </Text>
        ) : (
          <>
            {/* Phones: one card per endpoint; wider screens: a table. */}
            <Stack gap="sm" hiddenFrom="sm">
              {endpoints.data.map((e) => (
                <EndpointCard key={e.id} endpoint={e} onSecret={setSecret} />
              ))}
            </Stack>
            <Box visibleFrom="sm">
              <Table.ScrollContainer minWidth={720}>
                <Table verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('columns.url')}</Table.Th>
                      <Table.Th>{t('columns.events')}</Table.Th>
                      <Table.Th>{t('columns.status')}</Table.Th>
                      <Table.Th>{t('columns.actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {endpoints.data.map((e) => (
                      <EndpointRow key={e.id} endpoint={e} onSecret={setSecret} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Box>
          </>
        )}
      </Paper>
      <Modal opened={adding} onClose={() => setAdding(false)} title={t('add')} size="lg">
        <EndpointForm
          onCancel={() => setAdding(false)}
          onCreated={(s) => {
            setAdding(false);
            setSecret(s);
          }}
        />
      </Modal>
      <Modal opened={secret !== null} onClose={() => setSecret(null)} title={t('secret.title')} size="lg">
        <Stack gap="md">
          <Alert color="yellow" icon={<IconKey size={18} />}>
            {t('secret.once')}
          </Alert>
          <Code block aria-label={t('secret.label')} data-testid="webhook-secret">
            {secret}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={secret ?? ''}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t('secret.copied') : t('secret.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={() => setSecret(null)}>{t('secret.done')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function EndpointAddress({ endpoint: e }: { endpoint: WebhookEndpoint }) {
  const { pathname } = useLocation();
  return (
    <Box style={{ wordBreak: 'break-all' }}>
      <Anchor component={Link} to={`${pathname}/${e.id}`}>
        {e.url}
      </Anchor>
      {e.description ? (
        <Text size="xs" c="dimmed">
          {e.description}
        </Text>
      ) : null}
    </Box>
  );
}

/** A badge reads whole in a narrow column (a stack would shrink it to "ATT…"). */
const WHOLE = { width: 'max-content', overflow: 'visible' } as const;

function EndpointStatus({ endpoint: e }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('webhooks');
  return (
    <Stack gap={4} align="flex-start">
      {e.enabled ? (
        <Badge color="green" style={WHOLE}>
          {t('status.enabled')}
        </Badge>
      ) : (
        <Badge color="red" style={WHOLE}>
          {t(e.disabledReason === 'FAILURES' ? 'status.disabledFailures' : 'status.disabled')}
        </Badge>
      )}
      {/* The circuit breaker: after consecutive failures no attempt is made until the pause ends. */}
      {e.enabled && e.pausedUntil ? (
        <>
          <Badge color="orange" style={WHOLE}>
            {t('status.paused')}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('status.pausedUntil', { until: formatDateTime(e.pausedUntil), count: e.failureStreak })}
          </Text>
        </>
      ) : null}
      {e.previousSecretExpiresAt ? (
        <Text size="xs" c="dimmed">
          {t('rotate.grace', { until: formatDateTime(e.previousSecretExpiresAt) })}
        </Text>
      ) : null}
    </Stack>
  );
}

type EndpointProps = { endpoint: WebhookEndpoint; onSecret: (secret: string) => void };

function EndpointCard({ endpoint: e, onSecret }: EndpointProps) {
  const { t } = useTranslation('webhooks');
  return (
    <Paper withBorder radius="sm" p="sm">
      <Stack gap="xs">
        <EndpointAddress endpoint={e} />
        <Group gap="xs">
          <EndpointStatus endpoint={e} />
          <Text size="sm">{t('eventsCount', { count: e.events.length })}</Text>
        </Group>
        <EndpointActions endpoint={e} onSecret={onSecret} />
      </Stack>
    </Paper>
  );
}

function EndpointRow({ endpoint: e, onSecret }: EndpointProps) {
  const { t } = useTranslation('webhooks');
  return (
    <Table.Tr>
      <Table.Td>
        <EndpointAddress endpoint={e} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{t('eventsCount', { count: e.events.length })}</Text>
      </Table.Td>
      <Table.Td>
        <EndpointStatus endpoint={e} />
      </Table.Td>
      <Table.Td>
        <EndpointActions endpoint={e} onSecret={onSecret} />
      </Table.Td>
    </Table.Tr>
  );
}

/** Log, test event (with its outcome), secret rotation and removal (each confirmed), enable/disable. */
function EndpointActions({ endpoint: e, onSecret }: EndpointProps) {
  const { t } = useTranslation('webhooks');
  const { pathname } = useLocation();
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const [removing, setRemoving] = useState(false);
  const [rotating, setRotating] = useState(false);
  return (
    <>
      <Group gap="xs" wrap="wrap" align="flex-start">
        <Button size="xs" variant="light" component={Link} to={`${pathname}/${e.id}`}>
          {t('actions.log')}
        </Button>
        <TestEventButton endpointId={e.id} size="xs" />
        <Button size="xs" variant="default" onClick={() => setRotating(true)}>
          {t('actions.rotate')}
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={update.isPending}
          onClick={() => update.mutate({ id: e.id, patch: { enabled: !e.enabled } })}
        >
          {e.enabled ? t('actions.disable') : t('actions.enable')}
        </Button>
        <Button size="xs" color="red" variant="subtle" onClick={() => setRemoving(true)}>
          {t('actions.remove')}
        </Button>
      </Group>
      <ErrorBanner error={update.error ?? rotate.error ?? remove.error} />
      <ConfirmDialog
        opened={rotating}
        title={t('rotate.title')}
        message={t('rotate.message', { url: e.url })}
        confirmLabel={t('rotate.confirm')}
        loading={rotate.isPending}
        onCancel={() => setRotating(false)}
        onConfirm={() =>
          rotate.mutate(e.id, {
            onSuccess: (r) => onSecret(r.secret),
            onSettled: () => setRotating(false),
          })
        }
      />
      <ConfirmDialog
        opened={removing}
        title={t('remove.title')}
        message={t('remove.message', { url: e.url })}
        confirmLabel={t('actions.remove')}
        confirmColor="red"
        loading={remove.isPending}
        onCancel={() => setRemoving(false)}
        onConfirm={() => remove.mutate(e.id, { onSettled: () => setRemoving(false) })}
      />
    </>
  );
}
