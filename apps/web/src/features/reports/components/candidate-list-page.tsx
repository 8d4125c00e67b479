import { type CandidateListRow, PAGE_SIZE, reportOperations } from '@hrwe/domain';
import { Button, Stack, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { DataTable, type DataTableColumn, type DataTableFilter } from '@/components/data-table';
import { useEmailText } from '@/lib/email-text';
import { useSession } from '@/lib/use-session';
import { candidateStatus, resultColumns } from './candidate-columns';

const FILTERS: DataTableFilter[] = [
  { type: 'text', name: 'q', label: 'reports:candidates.filters.q' },
  { type: 'date', name: 'date', label: 'reports:candidates.filters.date' },
];

/** /report/candidate-list: every candidate of the caller's scope, 50 per page, newest report first. */
export function CandidateListPage() {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const { search } = useLocation();
  const { data: session } = useSession();
  const admin = session?.role === 'ROLE_ADMIN';
  const emailText = useEmailText();
  const columns: DataTableColumn<CandidateListRow>[] = [
    // At 1366 px: who, when, the state and the result to act on; the request and the e-mail in the row's detail.
    {
      key: 'referencePerson',
      header: 'reports:candidates.columns.referencePerson',
      sortable: true,
      priority: 'optional',
    },
    ...(admin
      ? [{ key: 'client', header: 'reports:history.columns.client', sortable: true, truncate: 140 }]
      : []),
    { key: 'reportDate', header: 'reports:candidates.columns.reportDate', sortable: true, format: 'date' },
    {
      key: 'fullName',
      header: 'reports:candidates.columns.fullName',
      sortable: true,
      priority: 'essential',
      truncate: 180,
    },
    {
      key: 'email',
      header: 'reports:candidates.columns.email',
      sortable: true,
      priority: 'optional',
      render: (r) => emailText(r.email),
    },
    {
      key: 'status',
      header: 'reports:detail.columns.status',
      priority: 'essential',
      render: (r) => candidateStatus(r, t),
    },
    ...resultColumns<CandidateListRow>(t, true),
    {
      key: 'actions',
      header: 'reports:detail.columns.actions',
      render: (r) =>
        r.consentGiven === false ? null : (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFileText size={14} />}
            onClick={() => {
              try {
                // The list's own address, so coming back keeps the search, filters and page.
                localStorage.setItem('candidate_redirect', `/report/candidate-list${search}`);
              } catch {
                // storage unavailable: the back link falls back to the report detail
              }
              navigate(`/report/${r.requestNumber}/candidate/detail/${r.uuid}`);
            }}
          >
            {t('detail.fullReport')}
          </Button>
        ),
    },
  ];
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('candidates.title')}
      </Title>
      <DataTable<CandidateListRow>
        list={reportOperations.candidateList}
        columns={columns}
        pageSize={PAGE_SIZE.allCandidates}
        filters={FILTERS}
        defaultSort="reportDate:desc"
        rowKey={(r) => r.uuid}
      />
    </Stack>
  );
}
