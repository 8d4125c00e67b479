import type { DataTableFilter, SortState } from './types';

/** The URL parameter names a filter writes. */
export const filterParamNames = (f: DataTableFilter): string[] =>
  f.type === 'dateRange' ? [f.from, f.to] : [f.name];

export function parseSort(value: string | null | undefined): SortState {
  const m = /^([A-Za-z][A-Za-z0-9_]*):(asc|desc)$/.exec(value ?? '');
  return m ? { field: m[1] as string, dir: m[2] as 'asc' | 'desc' } : null;
}

export const formatSort = (sort: SortState): string | undefined =>
  sort ? `${sort.field}:${sort.dir}` : undefined;

/** Header click: ascending, then descending, then back to the default order. */
export function nextSort(current: SortState, field: string): SortState {
  if (!current || current.field !== field) return { field, dir: 'asc' };
  return current.dir === 'asc' ? { field, dir: 'desc' } : null;
}

export type TableState = { page: number; sort: SortState; filters: Record<string, string> };

/** Reads the table's state from the URL; `prefix` lets two tables share one page. */
export function readTableState(
  search: URLSearchParams,
  prefix: string,
  filters: DataTableFilter[],
  defaultSort?: string,
): TableState {
  const page = Math.max(1, Number.parseInt(search.get(`${prefix}page`) ?? '1', 10) || 1);
  const sort = parseSort(search.get(`${prefix}sort`)) ?? parseSort(defaultSort);
  const values: Record<string, string> = {};
  for (const name of filters.flatMap(filterParamNames)) {
    const v = search.get(`${prefix}${name}`);
    if (v) values[name] = v;
  }
  return { page, sort, filters: values };
}

/**
 * A copy of `search` with `changes` applied (prefixed names; '' or undefined removes). Any change other
 * than the page sends the table back to page 1.
 */
export function writeTableParams(
  search: URLSearchParams,
  prefix: string,
  changes: Record<string, string | number | undefined | null>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === '') next.delete(`${prefix}${name}`);
    else next.set(`${prefix}${name}`, String(value));
  }
  if (!('page' in changes)) next.delete(`${prefix}page`);
  return next;
}

/** The server query of the listing protocol: page, pageSize, sort and filters (plus fixed params). */
export function listQuery(
  state: TableState,
  pageSize: number,
  params: Record<string, string | number | boolean | undefined> = {},
): Record<string, string | number | boolean | undefined> {
  return { ...params, ...state.filters, page: state.page, pageSize, sort: formatSort(state.sort) };
}

/** The same query for an export: every row matching the filters, in the chosen format. */
export function exportQuery(
  state: TableState,
  format: 'xlsx' | 'pdf',
  params: Record<string, string | number | boolean | undefined> = {},
): Record<string, string | number | boolean | undefined> {
  return { ...params, ...state.filters, sort: formatSort(state.sort), format };
}
