import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { api, buildUrl } from '@/lib/api';
import {
  exportQuery,
  formatSort,
  listQuery,
  readTableState,
  type TableState,
  writeTableParams,
} from './table-params';
import type { DataTableFilter, ListResult, SortState } from './types';

export type ListParams = Record<string, string | number | boolean | undefined>;

/** The query key prefix of a list: invalidate `listQueryKey(url)` after a change to reload it. */
export const listQueryKey = (url: string) => ['list', url] as const;

export type UseDataTableOptions = {
  url: string;
  pageSize: number;
  filters?: DataTableFilter[];
  defaultSort?: string;
  params?: ListParams;
  prefix?: string;
};

/** Table state in the URL, the page fetched with TanStack Query, and the export links. */
export function useDataTable<T>({
  url,
  pageSize,
  filters = [],
  defaultSort,
  params,
  prefix = '',
}: UseDataTableOptions) {
  const [search, setSearch] = useSearchParams();
  const state: TableState = useMemo(
    () => readTableState(search, prefix, filters, defaultSort),
    [search, prefix, filters, defaultSort],
  );
  const query = listQuery(state, pageSize, params);
  const result = useQuery({
    queryKey: [...listQueryKey(url), query],
    queryFn: ({ signal }) => api<ListResult<T>>(url, { query, signal }),
    placeholderData: keepPreviousData,
  });

  const update = useCallback(
    (changes: Record<string, string | number | undefined>, replace = true) =>
      setSearch((current) => writeTableParams(current, prefix, changes), {
        replace,
        preventScrollReset: true,
      }),
    [setSearch, prefix],
  );

  return {
    state,
    result,
    setPage: (page: number) => update({ page: page > 1 ? page : undefined }, false),
    setSort: (sort: SortState) => update({ sort: formatSort(sort) }, false),
    setFilters: (changes: Record<string, string | undefined>) => update(changes),
    exportHref: (format: 'xlsx' | 'pdf') => buildUrl(url, exportQuery(state, format, params)),
  };
}
