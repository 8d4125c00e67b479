import { Group, Paper, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInvitationProgress } from '../api/get-invitation-progress';

/**
 * How far the invitations of a request have gone out, while some are still queued or any failed; refreshes itself.
 * Once every invitation is out there is nothing to follow, and the candidates' table keeps the screen.
 */
export function InvitationProgress({ requestNumber, enabled }: { requestNumber: string; enabled: boolean }) {
  const { t } = useTranslation('reports');
  const q = useInvitationProgress(requestNumber, enabled);
  if (!enabled || !q.data || q.data.total === 0) return null;
  const { total, sent, failed, queued } = q.data;
  if (queued === 0 && failed === 0) return null;
  return (
    <Paper withBorder p="sm" radius="md" maw={720}>
      <Group justify="space-between" mb={6}>
        <Text size="sm" fw={500}>
          {t('progress.title')}
        </Text>
        <Text size="sm" role="status">
          {t('progress.summary', { sent, total, failed, queued })}
        </Text>
      </Group>
      {/* The sentence above says the figures; the bar only draws them, so screen readers skip it. */}
      <Progress.Root size="lg" aria-hidden>
        <Progress.Section value={(sent / total) * 100} color="green" />
        <Progress.Section value={(failed / total) * 100} color="red" />
      </Progress.Root>
    </Paper>
  );
}
