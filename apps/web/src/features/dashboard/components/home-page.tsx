import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName, useSession } from '@/lib/use-session';
import { DashboardCounters } from './counters';
import { WaitingForAdmin } from './waiting-for-admin';

/** The chart (recharts, date pickers) is its own chunk, fetched after the counters are on screen. */
const ReportsChart = lazy(() => import('./reports-chart').then((m) => ({ default: m.ReportsChart })));

function ChartPlaceholder() {
  return (
    <Paper withBorder p="md" radius="md" aria-busy="true">
      <Skeleton h={36} w="40%" mb="md" />
      <Skeleton h={400} />
    </Paper>
  );
}

/** /home: the dashboard (counters and the reports chart) of the user's own data or, for an administrator, the tenant's. */
export function HomePage() {
  const { t } = useTranslation('dashboard');
  const { data: session } = useSession();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('welcome', { name: session ? fullName(session) : '' })}
      </Title>
      {session?.role === 'ROLE_ADMIN' ? <WaitingForAdmin /> : null}
      <DashboardCounters />
      <Suspense fallback={<ChartPlaceholder />}>
        <ReportsChart />
      </Suspense>
    </Stack>
  );
}
