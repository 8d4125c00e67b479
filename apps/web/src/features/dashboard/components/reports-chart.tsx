import '@mantine/charts/styles.css';
import {
  addDays,
  DASHBOARD_DEFAULT_DAYS,
  type DashboardFrequency,
  type DashboardState,
  isoDate,
} from '@hrwe/domain';
import { LineChart } from '@mantine/charts';
import { Alert, Group, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickerInput } from '@/components/dates/dates';
import { useErrorText } from '@/lib/error-text';
import { useDashboardGraph } from '../api/get-dashboard-graph';
import { axisLabel } from './axis-label';

const STATES: DashboardState[] = ['ALL', 'OPEN', 'EXPIRE', 'CLOSE'];

/** Reports over time: Daily/Monthly, status filter and date range (last 30 days by default), each change reloading. */
export function ReportsChart() {
  const { t, i18n } = useTranslation('dashboard');
  const text = useErrorText();
  const today = isoDate(new Date());
  const [frequency, setFrequency] = useState<DashboardFrequency>('DAILY');
  const [state, setState] = useState<DashboardState>('ALL');
  const [from, setFrom] = useState<string | null>(addDays(today, -DASHBOARD_DEFAULT_DAYS));
  const [to, setTo] = useState<string | null>(today);
  const ready = Boolean(from && to && from <= to);
  const graph = useDashboardGraph(
    { frequency, state, range: { rangeFrom: from ?? today, rangeTo: to ?? today } },
    ready,
  );
  const series = graph.data?.multi[0]?.series ?? [];
  // The axis reads dd/MM for days, as every date of the product, and months by their names.
  const data = series.map((p) => ({ date: axisLabel(p.name, i18n.language), reports: p.value }));
  const toIso = (v: string | Date | null) => (v ? dayjs(v).format('YYYY-MM-DD') : null);

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={2} size="h4">
            {t('chart.title')}
          </Title>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <SegmentedControl
              aria-label={t('chart.frequency')}
              value={frequency}
              onChange={(v) => setFrequency(v as DashboardFrequency)}
              data={[
                { value: 'DAILY', label: t('chart.daily') },
                { value: 'MONTHLY', label: t('chart.monthly') },
              ]}
            />
            <Select
              label={t('chart.state')}
              w={150}
              allowDeselect={false}
              value={state}
              onChange={(v) => v && setState(v as DashboardState)}
              data={STATES.map((s) => ({ value: s, label: t(`chart.states.${s}`) }))}
              data-testid="chart-state"
            />
            <DatePickerInput
              label={t('chart.from')}
              w={150}
              valueFormat="DD/MM/YYYY"
              value={from}
              maxDate={to ?? undefined}
              onChange={(v) => setFrom(toIso(v))}
            />
            <DatePickerInput
              label={t('chart.to')}
              w={150}
              valueFormat="DD/MM/YYYY"
              value={to}
              minDate={from ?? undefined}
              maxDate={today}
              onChange={(v) => setTo(toIso(v))}
            />
          </Group>
        </Group>
        {graph.isError ? <Alert color="red">{text(graph.error)}</Alert> : null}
        {!ready ? (
          <Text c="dimmed" size="sm">
            {t('chart.pickRange')}
          </Text>
        ) : (
          <LineChart
            h={400}
            data={data}
            dataKey="date"
            series={[
              {
                name: 'reports',
                label: t(`chart.states.${state}`),
                color: 'var(--mantine-primary-color-filled)',
              },
            ]}
            curveType="linear"
            withLegend
            yAxisProps={{ allowDecimals: false }}
            data-testid="reports-chart"
          />
        )}
      </Stack>
    </Paper>
  );
}
