import type { DashboardWaiting } from '@hrwe/domain';
import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Icon, IconClockExclamation, IconHelpCircle, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormats } from '@/lib/formats';
import { useDashboardWaiting } from '../api/get-dashboard-waiting';

/** Each waiting item: its count and the list it opens, filtered as the server counted it. */
const ITEMS: { key: keyof DashboardWaiting; to: string; icon: Icon }[] = [
  { key: 'registrations', to: '/user?status=DA_ATTIVARE', icon: IconUserCheck },
  { key: 'openTickets', to: '/help?status=OPEN', icon: IconHelpCircle },
  { key: 'overdueRequests', to: '/admin/privacy?state=OPEN&due=overdue', icon: IconClockExclamation },
];

/** The administrator's "waiting for you": registrations to approve, open tickets, overdue requests (issue 26). */
export function WaitingForAdmin() {
  const { t } = useTranslation('dashboard');
  const { integer } = useFormats();
  const waiting = useDashboardWaiting();
  const w = waiting.data;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="waiting-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="waiting-title">
          {t('waiting.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {ITEMS.map(({ key, to, icon: IconC }) => (
            <Group key={key} gap="sm" wrap="nowrap" align="center">
              <ThemeIcon variant="light" size="lg" color={w && w[key] > 0 ? 'orange' : 'gray'}>
                <IconC size={20} />
              </ThemeIcon>
              <Stack gap={0}>
                {waiting.isPending ? (
                  <Skeleton h={28} w={40} />
                ) : (
                  <Text fz={24} fw={700} data-testid={`waiting-${key}`}>
                    {w ? integer(w[key]) : '—'}
                  </Text>
                )}
                <Anchor component={Link} to={to} size="sm">
                  {t(`waiting.${key}`)}
                </Anchor>
              </Stack>
            </Group>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
