import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { firstSettled, useWebhookDelivery } from '../api/get-webhook-delivery';
import { useSendTestEvent } from '../api/send-test-event';

/**
 * "Send test event", then what happened to it: waiting, delivered with the answer's status and time, or not
 * delivered with the reason (and that it is retried automatically).
 */
export function TestEventButton({ endpointId, size }: { endpointId: string; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('webhooks');
  const test = useSendTestEvent(endpointId);
  const delivery = useWebhookDelivery(test.data?.deliveryId ?? null, { follow: true });
  const attempt = firstSettled(delivery.data);
  return (
    <Stack gap={4} align="flex-start">
      <Button size={size} variant="light" loading={test.isPending} onClick={() => test.mutate()}>
        {t('actions.test')}
      </Button>
      {test.isSuccess ? (
        <Alert
          role="status"
          py={4}
          color={!attempt ? 'blue' : attempt.outcome === 'succeeded' ? 'green' : 'red'}
          data-testid="webhook-test-outcome"
        >
          {!attempt
            ? t('test.waiting')
            : attempt.outcome === 'succeeded'
              ? t('test.delivered', { status: attempt.statusCode, ms: attempt.durationMs })
              : t(delivery.data?.status === 'pending' ? 'test.failedRetry' : 'test.failed', {
                  reason: attempt.error ?? '',
                })}
        </Alert>
      ) : null}
    </Stack>
  );
}
