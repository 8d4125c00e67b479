import { type Bill, PAGE_SIZE, paymentOperations } from '@hrwe/domain';
import { ActionIcon, Group, Stack, Title, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { useFormats } from '@/lib/formats';
import { useMonthLabel } from '@/lib/month-label';
import { isAdminSession, useSession } from '@/lib/use-session';
import { useUpdateBillStatus } from '../api/update-bill-status';
import { clientFilters } from './client-filter';
import { IssueBillsButton } from './issue-bills-button';
import { RowPaymentStatus } from './payment-status';

const money = (key: keyof Bill, header: string, eur: (cents: number) => string): DataTableColumn<Bill> => ({
  key,
  header,
  align: 'right',
  render: (b) => eur(b[key] as number),
});

/** /consumption/bill: the monthly bills, newest expiry first. */
export function BillListPage() {
  const { t } = useTranslation('payments');
  const { data: session } = useSession();
  const admin = isAdminSession(session);
  const toggle = useUpdateBillStatus();
  const monthLabel = useMonthLabel();
  const { eur } = useFormats();
  const filters = clientFilters(admin);

  const columns = useMemo<DataTableColumn<Bill>[]>(
    () => [
      { key: 'invoiceNumber', header: 'payments:columns.invoiceNumber' },
      {
        key: 'issueDate',
        header: 'payments:columns.issueDate',
        format: 'date' as const,
        priority: 'optional' as const,
      },
      { key: 'month', header: 'payments:columns.month', sortable: true, render: (b) => monthLabel(b.month) },
      ...(admin ? [{ key: 'hrUserEmail', header: 'payments:columns.hrUserEmail' }] : []),
      { key: 'expiryDate', header: 'payments:columns.expiryDate', sortable: true, format: 'date' as const },
      { key: 'noOfReports', header: 'payments:columns.noOfReports', sortable: true, align: 'right' as const },
      // At 1366 the total is what a person acts on; taxable and VAT are in the row's detail and the chooser.
      { ...money('billAmountCents', 'payments:columns.billAmount', eur), priority: 'optional' as const },
      { ...money('taxAmountCents', 'payments:columns.taxAmount', eur), priority: 'optional' as const },
      { ...money('totalDueCents', 'payments:columns.totalDue', eur), sortable: true, sortKey: 'totalDue' },
      {
        key: 'status',
        header: 'payments:columns.status',
        sortable: true,
        render: (b) => (
          <RowPaymentStatus
            row={b}
            kind="bill"
            admin={admin}
            update={toggle}
            done={(a, status) => t(`confirm.bill.done_${status}`, { count: a.rows })}
          />
        ),
      },
      {
        key: 'detail',
        header: 'payments:columns.detail',
        actions: true,
        align: 'center' as const,
        // The link is hidden to an administrator once the bill is PAID.
        render: (b) =>
          admin && b.status === 'PAID' ? null : (
            <Tooltip label={t('openDetail')}>
              <ActionIcon
                component={Link}
                to={`/consumption/bill/detail/${b.id}`}
                variant="subtle"
                aria-label={t('openDetail')}
                data-testid="bill-detail-link"
              >
                <IconEye size={18} />
              </ActionIcon>
            </Tooltip>
          ),
      },
    ],
    [admin, toggle, t, monthLabel, eur],
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('titles.bill')}
        </Title>
      </Group>
      <DataTable<Bill>
        list={paymentOperations.billList}
        columns={columns}
        pageSize={PAGE_SIZE.bills}
        defaultSort="expiryDate:desc"
        filters={filters}
        toolbar={admin ? <IssueBillsButton /> : undefined}
      />
    </Stack>
  );
}
