import { type ClientRow, LISTED_USER_STATUSES, PAGE_SIZE, userOperations } from '@hrwe/domain';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, type DataTableFilter } from '@/components/data-table';
import { StatusActions } from './status-actions';
import { StatusBadge } from './status-badge';

/** Status and free-text filters (labels are i18n keys, translated by the table). */
const FILTERS: DataTableFilter[] = [
  {
    type: 'select',
    name: 'status',
    label: 'users:filters.status',
    options: LISTED_USER_STATUSES.map((s) => ({ value: s, label: `users:status.${s}` })),
  },
  { type: 'text', name: 'q', label: 'users:filters.q', placeholder: 'users:filters.qPlaceholder' },
];

/** /user: the administrator's list of HR users with status filter, actions and exports. */
export function UserListPage() {
  const { t } = useTranslation('users');

  const columns = useMemo<DataTableColumn<ClientRow>[]>(
    () => [
      { key: 'registrationDate', header: 'users:columns.registrationDate', format: 'date', sortable: true },
      { key: 'fullName', header: 'users:columns.fullName', sortable: true, truncate: 150 },
      { key: 'email', header: 'users:columns.email', sortable: true, truncate: 170 },
      { key: 'companyName', header: 'users:columns.companyName', sortable: true, truncate: 150 },
      {
        key: 'status',
        header: 'users:columns.status',
        render: (r) => <StatusBadge status={r.status} />,
      },
      {
        key: 'actions',
        header: 'users:columns.actions',
        render: (r) => (
          <Group gap={6} wrap="nowrap">
            <StatusActions
              id={r.id}
              name={r.fullName || r.email}
              actions={r.allowedActions}
              blocked={r.blockedActions}
            />
            <Anchor
              component={Link}
              to={`/user/detail/${r.id}`}
              size="sm"
              aria-label={t('detailOf', { name: r.fullName || r.email })}
            >
              <Group gap={4} wrap="nowrap">
                <IconEye size={16} />
                {t('detail')}
              </Group>
            </Anchor>
          </Group>
        ),
      },
    ],
    [t],
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('list.title')}
      </Title>
      <DataTable<ClientRow>
        list={userOperations.clients}
        columns={columns}
        filters={FILTERS}
        pageSize={PAGE_SIZE.users}
        defaultSort="registrationDate:desc"
        exports={['xlsx', 'pdf']}
        emptyTitle="users:list.empty"
      />
    </Stack>
  );
}
