import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Icon, IconReceipt, IconReportSearch, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/lib/formats';
import { useDashboardCounts } from '../api/get-dashboard-counts';
import { usePaymentDashboard } from '../api/get-payment-dashboard';

type Item = { label: string; value: string | number | undefined; testId: string };

function CounterCard({
  title,
  icon: IconC,
  items,
  loading,
}: {
  title: string;
  icon: Icon;
  items: Item[];
  loading: boolean;
}) {
  const { integer } = useFormats();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group gap="xs">
          <ThemeIcon variant="light" size="lg">
            <IconC size={20} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {title}
          </Title>
        </Group>
        <SimpleGrid cols={2} spacing="sm">
          {items.map((i) => (
            <Stack key={i.testId} gap={0}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {i.label}
              </Text>
              {loading ? (
                <Skeleton h={28} w={60} />
              ) : (
                <Text fz={24} fw={700} data-testid={i.testId}>
                  {typeof i.value === 'number' ? integer(i.value) : (i.value ?? '—')}
                </Text>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** The report, candidate and payment counters of the dashboard. */
export function DashboardCounters() {
  const { t } = useTranslation('dashboard');
  const { eur } = useFormats();
  const counts = useDashboardCounts();
  const pay = usePaymentDashboard();
  const c = counts.data;
  const p = pay.data;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <CounterCard
        title={t('reports.title')}
        icon={IconReportSearch}
        loading={counts.isPending}
        items={[
          { label: t('reports.total'), value: c?.totalReports, testId: 'count-total-reports' },
          { label: t('reports.open'), value: c?.openedReports, testId: 'count-open-reports' },
          { label: t('reports.expired'), value: c?.expiredReports, testId: 'count-expired-reports' },
          { label: t('reports.closed'), value: c?.closedReports, testId: 'count-closed-reports' },
        ]}
      />
      <CounterCard
        title={t('candidates.title')}
        icon={IconUsers}
        loading={counts.isPending}
        items={[
          { label: t('candidates.total'), value: c?.allCandidates, testId: 'count-all-candidates' },
          {
            label: t('candidates.completed'),
            value: c?.completedCandidates,
            testId: 'count-completed-candidates',
          },
          {
            label: t('candidates.notCompleted'),
            value: c?.notCompletedCandidates,
            testId: 'count-not-completed-candidates',
          },
          {
            label: t('candidates.refused'),
            value: c?.refusedCandidates,
            testId: 'count-refused-candidates',
          },
          {
            label: t('candidates.adhesion'),
            value: c ? `${c.adhesion}%` : undefined,
            testId: 'count-adhesion',
          },
        ]}
      />
      <CounterCard
        title={t('payments.title')}
        icon={IconReceipt}
        loading={pay.isPending}
        items={[
          {
            label: t('payments.consumption'),
            value: p ? eur(p.consumptionOfTheMonth) : undefined,
            testId: 'count-consumption',
          },
          { label: t('payments.paid'), value: p?.paidInvoices, testId: 'count-paid-invoices' },
          { label: t('payments.unpaid'), value: p?.unPaidInvoices, testId: 'count-unpaid-invoices' },
          {
            label: t('payments.total'),
            value: p ? p.paidInvoices + p.unPaidInvoices : undefined,
            testId: 'count-total-invoices',
          },
        ]}
      />
    </SimpleGrid>
  );
}
