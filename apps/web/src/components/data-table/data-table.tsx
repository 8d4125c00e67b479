import { formatDate, formatDateTime, formatInteger, type Operation, pathOf } from '@hrwe/domain';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Center,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconChevronDown,
  IconChevronRight,
  IconChevronUp,
  IconDatabaseOff,
  IconSelector,
} from '@tabler/icons-react';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useErrorText } from '@/lib/error-text';
import { ColumnChooser } from './column-chooser';
import classes from './data-table.module.css';
import { DataTableFilters } from './data-table-filters';
import { ExportButtons } from './export-buttons';
import { KeysetPagination } from './keyset-pagination';
import { NamedPagination } from './named-pagination';
import { NUMBERED_PAGES, parseSort } from './table-params';
import { TruncatedText } from './truncated-text';
import type { DataTableColumn, DataTableFilter, ListResult, SortState } from './types';
import { isActions, isHideable, useColumnVisibility } from './use-column-visibility';
import { type ListParams, useDataTable } from './use-data-table';

/** A list operation of the listing protocol (GET ?page=&pageSize=&sort=&filters → {data, count, page, pageSize}). */
export type ListOperation<T> = Operation & { method: 'GET'; responses: { 200: z.ZodType<ListResult<T>> } };

export type DataTableProps<T> = {
  /** The list's operation: its rows type the columns. */
  list: ListOperation<T>;
  /** The operation's path parameters, when it has any. */
  listParams?: Record<string, string>;
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
  /** Names the table for the person's column choices (default: the URL); one name for every request's detail. */
  tableId?: string;
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

/** A cell: truncated text with its tooltip, or one line for dates, request numbers and actions. */
/** Text longer than this many characters may be cut (shorter text always fits its column's width). */
const SHORT_TEXT = 20;
/** Width at which long text is cut when its column names none. */
const DEFAULT_TRUNCATE = 200;

/**
 * A cell on one line, so that ten rows fit a laptop screen: long text is cut with its tooltip, unless the
 * column is `nowrap` (request numbers, fiscal codes: shown whole).
 */
function Cell<T>({ row, column }: { row: T; column: DataTableColumn<T> }) {
  const value = cellValue(row, column);
  if (!column.nowrap && typeof value === 'string' && value.length > SHORT_TEXT)
    return <TruncatedText text={value} maxWidth={column.truncate ?? DEFAULT_TRUNCATE} />;
  return <>{value}</>;
}

const cellClass = <T,>(c: DataTableColumn<T>) => (isActions(c) ? classes.sticky : classes.nowrap);

function SortIcon({ sort, field }: { sort: SortState; field: string }) {
  if (sort?.field !== field) return <IconSelector size={14} opacity={0.5} />;
  return sort.dir === 'asc' ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />;
}

/**
 * A server-paged table: page, sort and filters live in the URL, rows come from the listing protocol,
 * exports reuse the same URL with `format`.
 */
export function DataTable<T>({
  list,
  listParams,
  columns,
  pageSize,
  filters = [],
  defaultSort,
  params,
  exports = ['xlsx', 'pdf'],
  paramPrefix = '',
  tableId,
  rowKey,
  onRowClick,
  toolbar,
  emptyTitle = 'table.empty',
  emptyDescription = 'table.emptyDescription',
}: DataTableProps<T>) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const url = pathOf(list, listParams);
  const { state, result, setPage, setSort, setFilters, exportHref } = useDataTable<T>({
    url,
    pageSize,
    filters,
    defaultSort,
    params,
    prefix: paramPrefix,
  });
  const { data, isPending, isError, error, isFetching, isPlaceholderData, refetch } = result;
  const { isShown, toggle } = useColumnVisibility(`table-columns:${paramPrefix}${tableId ?? url}`);
  const shown = columns.filter(isShown);
  const hidden = columns.filter((c) => !isShown(c));
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const chooser = columns.some((c) => c.priority === 'optional') ? (
    <ColumnChooser columns={columns.filter(isHideable)} isShown={isShown} onToggle={toggle} />
  ) : null;
  const totalPages = data ? Math.max(1, Math.ceil(data.count / pageSize)) : 1;
  // Past the numbered pages the table moves by cursors ("Precedente"/"Successiva"), never by a deep offset.
  const keyset = totalPages > NUMBERED_PAGES || state.page > NUMBERED_PAGES || Boolean(data?.countCapped);

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
      {hidden.length > 0 ? (
        <Table.Th w={36} px={4}>
          <VisuallyHidden>{t('table.details')}</VisuallyHidden>
        </Table.Th>
      ) : null}
      {shown.map((c) => {
        const field = c.sortKey ?? c.key;
        const sorted = state.sort?.field === field ? state.sort.dir : undefined;
        return (
          <Table.Th
            key={c.key}
            w={c.width}
            ta={c.align}
            className={isActions(c) ? classes.sticky : undefined}
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
        {hidden.length > 0 ? <Table.Td /> : null}
        {shown.map((c) => (
          <Table.Td key={c.key}>
            <Skeleton height={14} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (data && data.data.length > 0) {
    body = data.data.map((row, i) => {
      const key = rowKey ? rowKey(row, i) : String((row as { id?: unknown }).id ?? i);
      const open = expanded[key] === true;
      return (
        <Fragment key={key}>
          <Table.Tr
            onClick={onRowClick ? () => onRowClick(row) : undefined}
            style={onRowClick ? { cursor: 'pointer' } : undefined}
          >
            {hidden.length > 0 ? (
              <Table.Td px={4}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-expanded={open}
                  aria-label={t(open ? 'table.hideDetails' : 'table.showDetails')}
                  onClick={(e) => {
                    e.stopPropagation();
                    setExpanded((prev) => ({ ...prev, [key]: !open }));
                  }}
                >
                  {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                </ActionIcon>
              </Table.Td>
            ) : null}
            {shown.map((c) => (
              <Table.Td
                key={c.key}
                ta={c.align}
                className={cellClass(c)}
                data-column={c.key}
                data-actions={isActions(c) || undefined}
              >
                <Cell row={row} column={c} />
              </Table.Td>
            ))}
          </Table.Tr>
          {open && hidden.length > 0 ? (
            <Table.Tr data-testid="data-table-row-detail">
              <Table.Td colSpan={shown.length + 1}>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing="xs">
                  {hidden.map((c) => (
                    <Box key={c.key}>
                      <Text size="xs" c="dimmed">
                        {t(c.header)}
                      </Text>
                      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                        {cellValue(row, c) || '–'}
                      </Text>
                    </Box>
                  ))}
                </SimpleGrid>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Fragment>
      );
    });
  }

  const hasExports = exports.length > 0;
  return (
    <Stack gap="md">
      {filters.length > 0 || hasExports || toolbar || chooser ? (
        <Group justify="space-between" align="flex-end" gap="sm">
          <DataTableFilters filters={filters} values={state.filters} onChange={setFilters} />
          <Group gap="sm" ml="auto">
            {hidden.length > 0 ? (
              // Says what is not on screen and where it is, so no column is hidden without the person knowing.
              <Text size="xs" c="dimmed" maw={360} data-testid="hidden-columns">
                {t('table.hiddenColumns', {
                  count: hidden.length,
                  names: hidden.map((c) => t(c.header)).join(', '),
                })}
              </Text>
            ) : null}
            {chooser}
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
        <Paper withBorder radius="md" pos="relative" style={{ overflow: 'hidden' }}>
          {/* A reload is shown by a moving bar over the top edge, not by fading the rows: faded, the grey secondary
              text (ids, hints) fell under the WCAG AA contrast of 4.5:1 whenever a scan or a person read it then. */}
          {isFetching && !isPending ? (
            <Progress
              value={100}
              animated
              size={3}
              radius={0}
              pos="absolute"
              top={0}
              left={0}
              right={0}
              style={{ zIndex: 2 }}
              aria-hidden
            />
          ) : null}
          {/* The shown columns fit a 1366 px screen; narrower screens (a phone) scroll sideways. */}
          <Table.ScrollContainer minWidth={Math.max(600, shown.length * 90)}>
            <Table striped highlightOnHover={Boolean(onRowClick)} verticalSpacing={6} aria-busy={isFetching}>
              <Table.Thead>{header}</Table.Thead>
              {body ? <Table.Tbody>{body}</Table.Tbody> : null}
            </Table>
          </Table.ScrollContainer>
          {!isPending && !body ? (
            <Center py="xl" px="md" data-testid="data-table-empty">
              <Stack align="center" gap={4}>
                <IconDatabaseOff size={32} stroke={1.4} color="var(--mantine-color-dimmed)" />
                <Text fw={600}>{t(emptyTitle)}</Text>
                {/* Filters are mentioned only when some are set: an empty list without filters is simply empty. */}
                <Text size="sm" c="dimmed" ta="center">
                  {t(Object.keys(state.filters).length > 0 ? emptyDescription : 'table.emptyNoFilters')}
                </Text>
              </Stack>
            </Center>
          ) : null}
        </Paper>
      )}

      {data && data.count > 0 ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {data.countCapped
              ? t('table.countCapped', { bound: formatInteger(data.count, i18n.language) })
              : t('table.count', { count: data.count })}
          </Text>
          {keyset && data ? (
            <KeysetPagination
              page={state.page}
              total={data.countCapped ? null : totalPages}
              nextCursor={data.nextCursor}
              prevCursor={data.prevCursor}
              onChange={setPage}
              busy={isPlaceholderData}
            />
          ) : totalPages > 1 ? (
            <Box>
              <NamedPagination
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
