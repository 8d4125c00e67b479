import { PAGE_SIZE, type ReportRow, reportOperations } from '@hrwe/domain';
import { Button, Stack, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DataTable, type DataTableColumn, type DataTableFilter } from '@/components/data-table';
import { useSession } from '@/lib/use-session';
import { rememberHistorySearch } from './history-return';
import { ReportStatusBadge } from './labels';

const FILTERS: DataTableFilter[] = [
  { type: 'text', name: 'name', label: 'reports:history.filters.name' },
  { type: 'date', name: 'date', label: 'reports:history.filters.date' },
  {
    type: 'select',
    name: 'status',
    label: 'reports:history.filters.status',
    options: (['OPEN', 'EXPIRE', 'CLOSE'] as const).map((s) => ({ value: s, label: `reports:status.${s}` })),
  },
];

/** /report/report-history: the requests, 50 per page, newest first; administrators see the client second. */
export function ReportHistoryPage() {
  const { t } = useTranslation('reports');
  const { data: session } = useSession();
  const admin = session?.role === 'ROLE_ADMIN';
  const { search } = useLocation();
  useEffect(() => rememberHistorySearch(search), [search]);
  const columns: DataTableColumn<ReportRow>[] = [
    {
      key: 'referencePerson',
      header: 'reports:history.columns.referencePerson',
      sortable: true,
      priority: 'essential',
      truncate: 220,
    },
    ...(admin
      ? [{ key: 'client', header: 'reports:history.columns.client', sortable: true, truncate: 160 }]
      : []),
    { key: 'dateCreated', header: 'reports:history.columns.dateCreated', sortable: true, format: 'date' },
    {
      key: 'status',
      header: 'reports:history.columns.status',
      sortable: true,
      priority: 'essential',
      render: (r) => <ReportStatusBadge status={r.status} />,
    },
    { key: 'requestNumber', header: 'reports:history.columns.requestNumber', sortable: true },
    {
      key: 'validEndDate',
      header: 'reports:history.columns.validEndDate',
      sortable: true,
      format: 'date',
      // The administrator's list has the client too: the deadline goes to the row's detail there.
      priority: admin ? 'optional' : undefined,
    },
    {
      key: 'completion',
      header: 'reports:history.columns.completion',
      render: (r) => `${r.completedCandidates}/${r.noOfCandidates}`,
      align: 'center',
      priority: admin ? 'optional' : undefined,
    },
    {
      key: 'actions',
      header: 'reports:history.columns.actions',
      render: (r) => (
        <Button
          component={Link}
          to={`/report/detail/view/${r.requestNumber}`}
          size="xs"
          variant="light"
          leftSection={<IconEye size={14} />}
        >
          {t('history.detail')}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('history.title')}
      </Title>
      <DataTable<ReportRow>
        list={reportOperations.list}
        columns={columns}
        pageSize={PAGE_SIZE.reportHistory}
        filters={FILTERS}
        defaultSort="dateCreated:desc"
        rowKey={(r) => r.requestNumber}
      />
    </Stack>
  );
}
