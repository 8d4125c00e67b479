import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { api, buildUrl, isApiError } from '@/lib/api';
import { listQueryKey } from './list-keys';
import {
  exportQuery,
  formatSort,
  listQuery,
  type PageCursor,
  pageChange,
  readTableState,
  type TableState,
  writeTableParams,
} from './table-params';
import type { DataTableFilter, ListResult, SortState } from './types';

export type ListParams = Record<string, string | number | boolean | undefined>;

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
    // The one generic read of a list: its rows' type T comes from the DataTable's list operation (ListOperation<T>).
    queryFn: ({ signal }) => api<ListResult<T>>(url, { query, signal }),
    placeholderData: keepPreviousData,
  });

  // The router renders a new URL in a transition, so a click can arrive before the render that shows the last change
  // (a filter typed, then a header clicked at once): each change builds on the newest URL, the one rendered or the
  // one last asked for, or the click would drop the filter.
  const newest = useRef(search);
  useEffect(() => {
    newest.current = search;
  }, [search]);
  // While the router loads another page (its code, on a slow network), the list is still shown and a late change (a
  // debounced filter) would write the list's address over that navigation and bring the person back: none is written.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = useRef(false);
  leaving.current = navigation.state !== 'idle' && navigation.location.pathname !== pathname;
  const update = useCallback(
    (changes: Record<string, string | number | undefined>, replace = true) => {
      if (leaving.current) return;
      newest.current = writeTableParams(newest.current, prefix, changes);
      setSearch(newest.current, { replace, preventScrollReset: true });
    },
    [setSearch, prefix],
  );

  // A cursor the server cannot read (an old link after the list changed shape): back to page 1 in its place.
  const cursorRefused = isApiError(result.error) && result.error.key === 'CURSOR_NOT_VALID' && !!state.cursor;
  useEffect(() => {
    if (cursorRefused) update(pageChange(1), true);
  }, [cursorRefused, update]);

  return {
    state,
    result,
    /** Opens `page`: by number, or (beyond the numbered pages) by the cursor of the page beside it. */
    setPage: (page: number, cursor: PageCursor = null) => update(pageChange(page, cursor), false),
    setSort: (sort: SortState) => update({ sort: formatSort(sort) }, false),
    setFilters: (changes: Record<string, string | undefined>) => update(changes),
    exportHref: (format: 'xlsx' | 'pdf') => buildUrl(url, exportQuery(state, format, params)),
  };
}
