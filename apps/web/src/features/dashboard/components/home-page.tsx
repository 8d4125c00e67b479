import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullName, useSession } from '@/lib/use-session';

/** /home placeholder: the dashboard (counters and chart) replaces it. */
export function HomePage() {
  const { t } = useTranslation('dashboard');
  const { data: session } = useSession();
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack gap="xs">
        <Title order={2}>{t('welcome', { name: session ? fullName(session) : '' })}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
    </Paper>
  );
}
