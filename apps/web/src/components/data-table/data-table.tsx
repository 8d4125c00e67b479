import { formatDate, formatDateTime } from '@hrwe/domain';
import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconChevronDown,
  IconChevronUp,
  IconDatabaseOff,
  IconSelector,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/error-text';
import { DataTableFilters } from './data-table-filters';
import { ExportButtons } from './export-buttons';
import { parseSort } from './table-params';
import type { DataTableColumn, DataTableFilter, SortState } from './types';
import { type ListParams, useDataTable } from './use-data-table';

export type DataTableProps<T> = {
  /** The list endpoint of the listing protocol (GET url?page=&pageSize=&sort=&filters → {data, count, page, pageSize}). */
  url: string;
  columns: DataTableColumn<T>[];
  pageSize: number;
  filters?: DataTableFilter[];
  /** 'field:asc|desc' used when the URL names no sort. */
  defaultSort?: string;
  /** Fixed query parameters sent with every call and export (for example { requestNumber }). */
  params?: ListParams;
  /** Which exports to offer; [] for none. */
  exports?: ('xlsx' | 'pdf')[];
  /** Prefix of the URL parameters, when a page holds more than one table. */
  paramPrefix?: string;
  rowKey?: (row: T, index: number) => string;
  onRowClick?: (row: T) => void;
  /** Extra controls shown at the right of the toolbar (for example a "create" button). */
  toolbar?: ReactNode;
  /** i18n keys of the empty state. */
  emptyTitle?: string;
  emptyDescription?: string;
};

function cellValue<T>(row: T, column: DataTableColumn<T>): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  if (value === null || value === undefined) return '';
  if (column.format === 'date') return formatDate(value as string);
  if (column.format === 'datetime') return formatDateTime(value as string);
  return String(value);
}

function SortIcon({ sort, field }: { sort: SortState; field: string }) {
  if (sort?.field !== field) return <IconSelector size={14} opacity={0.5} />;
  return sort.dir === 'asc' ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />;
}

/**
 * A server-paged table: page, sort and filters live in the URL, rows come from the listing protocol,
 * exports reuse the same URL with `format`.
 */
export function DataTable<T>({
  url,
  columns,
  pageSize,
  filters = [],
  defaultSort,
  params,
  exports = ['xlsx', 'pdf'],
  paramPrefix = '',
  rowKey,
  onRowClick,
  toolbar,
  emptyTitle = 'table.empty',
  emptyDescription = 'table.emptyDescription',
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { state, result, setPage, setSort, setFilters, exportHref } = useDataTable<T>({
    url,
    pageSize,
    filters,
    defaultSort,
    params,
    prefix: paramPrefix,
  });
  const { data, isPending, isError, error, isFetching, refetch } = result;
  const totalPages = data ? Math.max(1, Math.ceil(data.count / pageSize)) : 1;

  const onSort = (field: string) => {
    const current = state.sort;
    let next: SortState =
      current?.field === field
        ? current.dir === 'asc'
          ? { field, dir: 'desc' }
          : null
        : { field, dir: 'asc' };
    // Back to the default order, unless the default is this very column (then start over ascending).
    const fallback = parseSort(defaultSort);
    if (!next && fallback?.field === field && fallback.dir === current?.dir) next = { field, dir: 'asc' };
    setSort(next);
  };

  const header = (
    <Table.Tr>
      {columns.map((c) => {
        const field = c.sortKey ?? c.key;
        const sorted = state.sort?.field === field ? state.sort.dir : undefined;
        return (
          <Table.Th
            key={c.key}
            w={c.width}
            ta={c.align}
            aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
          >
            {c.sortable ? (
              <UnstyledButton
                onClick={() => onSort(field)}
                fw={600}
                fz="sm"
                title={sorted === 'asc' ? t('table.sortDesc') : t('table.sortAsc')}
              >
                <Group gap={4} wrap="nowrap">
                  {t(c.header)}
                  <SortIcon sort={state.sort} field={field} />
                </Group>
              </UnstyledButton>
            ) : (
              t(c.header)
            )}
          </Table.Th>
        );
      })}
    </Table.Tr>
  );

  let body: ReactNode;
  if (isPending) {
    body = Array.from({ length: Math.min(pageSize, 8) }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
      <Table.Tr key={i} data-testid="data-table-skeleton">
        {columns.map((c) => (
          <Table.Td key={c.key}>
            <Skeleton height={14} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (data && data.data.length > 0) {
    body = data.data.map((row, i) => (
      <Table.Tr
        key={rowKey ? rowKey(row, i) : String((row as { id?: unknown }).id ?? i)}
        onClick={onRowClick ? () => onRowClick(row) : undefined}
        style={onRowClick ? { cursor: 'pointer' } : undefined}
      >
        {columns.map((c) => (
          <Table.Td key={c.key} ta={c.align}>
            {cellValue(row, c)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  const hasExports = exports.length > 0;
  return (
    <Stack gap="md">
      {filters.length > 0 || hasExports || toolbar ? (
        <Group justify="space-between" align="flex-end" gap="sm">
          <DataTableFilters filters={filters} values={state.filters} onChange={setFilters} />
          <Group gap="sm" ml="auto">
            {hasExports ? (
              <ExportButtons
                xlsxHref={exports.includes('xlsx') ? exportHref('xlsx') : undefined}
                pdfHref={exports.includes('pdf') ? exportHref('pdf') : undefined}
              />
            ) : null}
            {toolbar}
          </Group>
        </Group>
      ) : null}

      {isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('table.error')}
          role="alert"
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">{errorText(error)}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => refetch()}>
              {t('actions.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <Table.ScrollContainer minWidth={Math.max(600, columns.length * 100)}>
            <Table
              striped
              highlightOnHover={Boolean(onRowClick)}
              verticalSpacing="sm"
              style={{ opacity: isFetching && !isPending ? 0.6 : 1, transition: 'opacity 120ms' }}
              aria-busy={isFetching}
            >
              <Table.Thead>{header}</Table.Thead>
              {body ? <Table.Tbody>{body}</Table.Tbody> : null}
            </Table>
          </Table.ScrollContainer>
          {!isPending && !body ? (
            <Center py="xl" px="md" data-testid="data-table-empty">
              <Stack align="center" gap={4}>
                <IconDatabaseOff size={32} stroke={1.4} color="var(--mantine-color-dimmed)" />
                <Text fw={600}>{t(emptyTitle)}</Text>
                <Text size="sm" c="dimmed" ta="center">
                  {t(emptyDescription)}
                </Text>
              </Stack>
            </Center>
          ) : null}
        </Paper>
      )}

      {data && data.count > 0 ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('table.count', { count: data.count })}
          </Text>
          {totalPages > 1 ? (
            <Box>
              <Pagination
                total={totalPages}
                value={Math.min(state.page, totalPages)}
                onChange={setPage}
                size="sm"
              />
            </Box>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
