import { PAGE_SIZE, type TenantRow, tenantOperations } from '@hrwe/domain';
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, type DataTableFilter } from '@/components/data-table';
import { usePlanLabel } from './business-plan-select';

/** A name filter (its label is an i18n key, translated by the table). */
const FILTERS: DataTableFilter[] = [{ type: 'text', name: 'name', label: 'tenants:list.filterName' }];

/** /tenant and /tenant/lista-tenant: the tenants (platform administrators), 10 a page, newest first. */
export function TenantListPage() {
  const { t } = useTranslation('tenants');
  const planLabel = usePlanLabel();
  const columns = useMemo<DataTableColumn<TenantRow>[]>(
    () => [
      { key: 'name', header: 'tenants:fields.name', sortable: true },
      { key: 'dns', header: 'tenants:fields.dns', sortable: true },
      {
        key: 'businessPlan',
        header: 'tenants:fields.businessPlan',
        sortable: true,
        render: (r) => planLabel(r.businessPlan),
      },
      { key: 'created', header: 'tenants:fields.created', sortable: true, format: 'date' },
      {
        key: 'actions',
        header: 'tenants:list.actions',
        render: (r) => (
          <Anchor
            component={Link}
            to={`/tenant/manage-tenant/${encodeURIComponent(r.name)}`}
            size="sm"
            aria-label={t('list.detailOf', { name: r.name })}
          >
            <Group gap={4} wrap="nowrap">
              <IconEye size={16} />
              {t('list.detail')}
            </Group>
          </Anchor>
        ),
      },
    ],
    [t, planLabel],
  );
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('list.title')}
      </Title>
      <DataTable<TenantRow>
        list={tenantOperations.list}
        columns={columns}
        filters={FILTERS}
        pageSize={PAGE_SIZE.tenants}
        defaultSort="created:desc"
        exports={['xlsx', 'pdf']}
        rowKey={(r) => String(r.id)}
        emptyTitle="tenants:list.empty"
        toolbar={
          <Button component={Link} to="/tenant/create-tenant" leftSection={<IconPlus size={16} />}>
            {t('list.add')}
          </Button>
        }
      />
    </Stack>
  );
}
