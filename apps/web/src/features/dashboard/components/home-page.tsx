import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullName, useSession } from '@/lib/use-session';
import { DashboardCounters } from './counters';
import { ReportsChart } from './reports-chart';

/** /home: the dashboard (counters and the reports chart) of the user's own data or, for an administrator, the tenant's. */
export function HomePage() {
  const { t } = useTranslation('dashboard');
  const { data: session } = useSession();
  return (
    <Stack gap="lg">
      <Title order={2}>{t('welcome', { name: session ? fullName(session) : '' })}</Title>
      <DashboardCounters />
      <ReportsChart />
    </Stack>
  );
}
