import {
  PAGE_SIZE,
  SUBJECT_REQUEST_KINDS,
  SUBJECT_REQUEST_STATES,
  type SubjectRequestRow,
  subjectRequestOperations,
} from '@hrwe/domain';
import { Anchor, Badge, Button, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, type DataTableFilter } from '@/components/data-table';
import { CloseRequestModal } from './close-request-modal';

const STATE_COLOR = { OPEN: 'blue', DONE: 'green', REJECTED: 'gray' } as const;

/** The register: each request with its deadline, state and who handled it; open ones are answered from here. */
export function SubjectRequestsTable() {
  const { t } = useTranslation('privacy');
  const [closing, setClosing] = useState<SubjectRequestRow | null>(null);
  const filters: DataTableFilter[] = useMemo(
    () => [
      {
        type: 'select',
        name: 'state',
        label: 'privacy:filters.state',
        options: SUBJECT_REQUEST_STATES.map((s) => ({ value: s, label: `privacy:state.${s}` })),
      },
      {
        type: 'select',
        name: 'kind',
        label: 'privacy:filters.kind',
        options: SUBJECT_REQUEST_KINDS.map((k) => ({ value: k, label: `privacy:kind.${k}` })),
      },
      {
        type: 'select',
        name: 'due',
        label: 'privacy:filters.due',
        options: [{ value: 'overdue', label: 'privacy:due.overdue' }],
      },
    ],
    [],
  );
  const columns: DataTableColumn<SubjectRequestRow>[] = [
    { key: 'receivedAt', header: 'privacy:columns.receivedAt', format: 'date', sortable: true },
    { key: 'kind', header: 'privacy:columns.kind', sortable: true, render: (r) => t(`kind.${r.kind}`) },
    {
      key: 'candidate',
      header: 'privacy:columns.candidate',
      render: (r) => (
        <Anchor
          component={Link}
          to={`/report/${r.requestNumber}/candidate/detail/${r.candidateId}`}
          size="sm"
        >
          {r.candidateName ?? t('erasedCandidate', { requestNumber: r.requestNumber })}
        </Anchor>
      ),
    },
    { key: 'company', header: 'privacy:columns.company', truncate: 140 },
    {
      key: 'state',
      header: 'privacy:columns.state',
      sortable: true,
      render: (r) => (
        <Badge
          color={r.overdue ? 'red' : STATE_COLOR[r.state]}
          variant="light"
          style={{ width: 'max-content', overflow: 'visible' }}
        >
          {r.overdue ? t('overdue') : t(`state.${r.state}`)}
        </Badge>
      ),
    },
    { key: 'dueAt', header: 'privacy:columns.dueAt', format: 'date', sortable: true },
    {
      key: 'handledBy',
      header: 'privacy:columns.handledBy',
      truncate: 160,
      render: (r) => (r.state === 'OPEN' ? '' : (r.handledBy ?? t('byLink'))),
    },
    {
      key: 'note',
      header: 'privacy:columns.note',
      truncate: 180,
      priority: 'optional',
      render: (r) => r.note ?? r.detail ?? '',
    },
    {
      key: 'actions',
      header: 'privacy:columns.actions',
      render: (r) =>
        r.state !== 'OPEN' ? null : r.kind === 'CONTEST' ? (
          <Text size="xs" c="dimmed">
            {t('contestByReview')}
          </Text>
        ) : (
          <Button size="xs" variant="light" onClick={() => setClosing(r)}>
            {t('close.open')}
          </Button>
        ),
    },
  ];
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('register.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('register.help')}
      </Text>
      <DataTable<SubjectRequestRow>
        list={subjectRequestOperations.list}
        columns={columns}
        pageSize={PAGE_SIZE.subjectRequests}
        defaultSort="receivedAt:desc"
        filters={filters}
        exports={[]}
        rowKey={(r) => String(r.id)}
        emptyTitle="privacy:register.empty"
      />
      <CloseRequestModal request={closing} onClose={() => setClosing(null)} />
    </Stack>
  );
}
