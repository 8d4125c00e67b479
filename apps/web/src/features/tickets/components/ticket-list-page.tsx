import { PAGE_SIZE, TICKET_STATUSES, type Ticket, ticketOperations, truncate50 } from '@hrwe/domain';
import { Button, Stack, Title } from '@mantine/core';
import { IconMessage, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, type DataTableFilter } from '@/components/data-table';
import { isAdminSession, useSession } from '@/lib/use-session';
import { TicketStatusBadge } from './status-badge';

/** Status and date filters (labels are i18n keys, translated by the table). */
const FILTERS: DataTableFilter[] = [
  {
    type: 'select',
    name: 'status',
    label: 'tickets:filters.status',
    options: TICKET_STATUSES.map((s) => ({ value: s, label: `tickets:status.${s}` })),
  },
  { type: 'dateRange', from: 'dateFrom', to: 'dateTo', label: 'tickets:filters.date' },
];

/** /help: the HR user's tickets, or the tenant's for the administrator. */
export function TicketListPage() {
  const { t } = useTranslation('tickets');
  const { data: session } = useSession();
  const admin = isAdminSession(session);

  const columns: DataTableColumn<Ticket>[] = [
    { key: 'insertDateTime', header: 'tickets:columns.date', format: 'datetime', sortable: true },
    ...(admin
      ? [
          {
            key: 'customer',
            header: 'tickets:columns.customer',
            sortable: true,
            truncate: 160,
          } as DataTableColumn<Ticket>,
        ]
      : []),
    { key: 'subject', header: 'tickets:columns.subject', sortable: true },
    {
      key: 'message',
      // The whole message is in the ticket: at 1366 px the administrator's list shows it in the row's detail.
      priority: admin ? 'optional' : undefined,
      header: 'tickets:columns.message',
      render: (r) => <span title={r.message}>{truncate50(r.message)}</span>,
    },
    {
      key: 'status',
      header: 'tickets:columns.status',
      sortable: true,
      render: (r) => <TicketStatusBadge status={r.status} />,
    },
    {
      key: 'actions',
      header: 'tickets:columns.actions',
      render: (r) => (
        <Button
          component={Link}
          to={`/help/detail/${r.threadId}`}
          size="xs"
          variant="light"
          leftSection={<IconMessage size={14} />}
        >
          {t('actions.manage')}
        </Button>
      ),
    },
  ];

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('list.title')}
      </Title>
      <DataTable<Ticket>
        list={ticketOperations.listOwn}
        columns={columns}
        pageSize={PAGE_SIZE.tickets}
        defaultSort="insertDateTime:desc"
        filters={FILTERS}
        rowKey={(r) => r.threadId}
        toolbar={
          admin ? undefined : (
            <Button component={Link} to="/help/create" leftSection={<IconPlus size={16} />}>
              {t('actions.new')}
            </Button>
          )
        }
        emptyTitle="tickets:list.empty"
      />
    </Stack>
  );
}
