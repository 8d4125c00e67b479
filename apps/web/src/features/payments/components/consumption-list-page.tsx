import {
  isoMonth,
  PAGE_SIZE,
  type PaymentListMode,
  paymentOperations,
  type RegisterPayment,
} from '@hrwe/domain';
import { Group, SegmentedControl, Select, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { useFormats } from '@/lib/formats';
import { useMonthLabel } from '@/lib/month-label';
import { isAdminSession, useSession } from '@/lib/use-session';
import { useMonthOptions } from '../api/month-options';
import { useUpdateRegisterStatus } from '../api/update-register-status';
import { clientFilters } from './client-filter';
import { RowPaymentStatus } from './payment-status';

const MODES: PaymentListMode[] = ['month', 'unpaid', 'all'];

/** The mode is the third URL segment: /consumption/month, /consumption/unpaid, /consumption/all. */
export const modeOf = (pathname: string): PaymentListMode => {
  const segment = pathname.split('/')[2] as PaymentListMode;
  return MODES.includes(segment) ? segment : 'all';
};

/** Consumption rows (one per completed check): the three lists share this page. */
export function ConsumptionListPage() {
  const { t } = useTranslation('payments');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mode = modeOf(pathname);
  const [search, setSearch] = useSearchParams();
  const month = search.get('month') ?? isoMonth(new Date());
  const { data: session } = useSession();
  const admin = isAdminSession(session);
  const options = useMonthOptions();
  const toggle = useUpdateRegisterStatus();
  const monthLabel = useMonthLabel();
  const { eur } = useFormats();
  const filters = clientFilters(admin);

  const columns = useMemo<DataTableColumn<RegisterPayment>[]>(
    () => [
      {
        key: 'month',
        header: 'payments:columns.month',
        sortable: true,
        render: (r) => monthLabel(r.month),
      },
      { key: 'requestNumber', header: 'payments:columns.requestNumber', sortable: true },
      {
        key: 'candidate',
        header: 'payments:columns.candidate',
        render: (r) => [r.candidateFirstName, r.candidateLastName].filter(Boolean).join(' '),
      },
      { key: 'candidateEmail', header: 'payments:columns.email', priority: 'optional' },
      ...(admin ? [{ key: 'hrUserEmail', header: 'payments:columns.hrUserEmail', truncate: 180 }] : []),
      {
        key: 'createDate',
        header: 'payments:columns.createDate',
        sortable: true,
        sortKey: 'createdAt',
        format: 'datetime' as const,
      },
      {
        key: 'priceCents',
        header: 'payments:columns.price',
        sortable: true,
        align: 'right' as const,
        render: (r) => eur(r.priceCents),
      },
      {
        key: 'status',
        header: 'payments:columns.status',
        sortable: true,
        actions: true,
        render: (r) => (
          <RowPaymentStatus
            row={r}
            kind="row"
            admin={admin}
            update={toggle}
            done={(_a, status) => t(`confirm.row.done_${status}`)}
          />
        ),
      },
    ],
    [admin, toggle, monthLabel, t, eur],
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          {t(`titles.${mode}`)}
        </Title>
        <SegmentedControl
          value={mode}
          onChange={(m) => navigate(`/consumption/${m}`)}
          data={MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
        />
      </Group>
      {mode === 'month' ? (
        <Select
          label={t('month')}
          data={(options.data ?? []).map((o) => ({ value: o.value, label: monthLabel(o.value) }))}
          value={month}
          allowDeselect={false}
          onChange={(v) =>
            setSearch(
              (s) => {
                const next = new URLSearchParams(s);
                if (v) next.set('month', v);
                next.delete('page');
                return next;
              },
              { replace: true },
            )
          }
          w={{ base: '100%', sm: 220 }}
          data-testid="month-select"
        />
      ) : null}
      <DataTable<RegisterPayment>
        key={mode}
        list={paymentOperations.registerList}
        columns={columns}
        pageSize={PAGE_SIZE.payments}
        defaultSort="createdAt:desc"
        filters={filters}
        params={mode === 'month' ? { mode, month } : { mode }}
      />
    </Stack>
  );
}
