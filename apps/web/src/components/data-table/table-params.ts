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

/**
 * Pages up to this number are chosen by number (the server reads them by offset, cheap this close to the start);
 * from the next one on, the table moves by "Precedente"/"Successiva" with the answer's cursors, so a deep page costs
 * what the first one costs (docs/decisions/scale-keyset-pages.md).
 */
export const NUMBERED_PAGES = 5;

/** A keyset page: the rows after (`after`) or before (`before`) the row its cursor names. */
export type PageCursor = { after: string } | { before: string } | null;

export type TableState = {
  page: number;
  /** Set on the pages reached by "Precedente"/"Successiva" beyond the numbered ones. */
  cursor: PageCursor;
  sort: SortState;
  filters: Record<string, string>;
};

/** Longest cursor the table reads from the URL (the server's bound). */
const CURSOR_MAX = 1_000;
const CURSOR = /^[A-Za-z0-9_-]+$/;
const cursorParam = (v: string | null) => (v && v.length <= CURSOR_MAX && CURSOR.test(v) ? v : undefined);

function readCursor(search: URLSearchParams, prefix: string): PageCursor {
  const after = cursorParam(search.get(`${prefix}after`));
  if (after) return { after };
  const before = cursorParam(search.get(`${prefix}before`));
  return before ? { before } : null;
}

/** Reads the table's state from the URL; `prefix` lets two tables share one page. */
export function readTableState(
  search: URLSearchParams,
  prefix: string,
  filters: DataTableFilter[],
  defaultSort?: string,
): TableState {
  const page = Math.max(1, Number.parseInt(search.get(`${prefix}page`) ?? '1', 10) || 1);
  // A cursor belongs to a page past the first: on page 1 (or without a page) it is ignored.
  const cursor = page > 1 ? readCursor(search, prefix) : null;
  const sort = parseSort(search.get(`${prefix}sort`)) ?? parseSort(defaultSort);
  const values: Record<string, string> = {};
  for (const name of filters.flatMap(filterParamNames)) {
    const v = search.get(`${prefix}${name}`);
    if (v) values[name] = v;
  }
  return { page, cursor, sort, filters: values };
}

/**
 * A copy of `search` with `changes` applied (prefixed names; '' or undefined removes). Any change other
 * than the page sends the table back to page 1, without a cursor (a cursor belongs to one sort and filter).
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
  if (!('page' in changes)) {
    next.delete(`${prefix}page`);
    next.delete(`${prefix}after`);
    next.delete(`${prefix}before`);
  }
  return next;
}

/** The URL changes that open `page`: by number up to NUMBERED_PAGES, else by the cursor of the page beside it. */
export function pageChange(page: number, cursor: PageCursor = null): Record<string, string | undefined> {
  const keyset = page > NUMBERED_PAGES && cursor ? cursor : null;
  return {
    page: page > 1 ? String(page) : undefined,
    after: keyset && 'after' in keyset ? keyset.after : undefined,
    before: keyset && 'before' in keyset ? keyset.before : undefined,
  };
}

/** The server query of the listing protocol: page, pageSize, sort and filters (plus fixed params). */
export function listQuery(
  state: TableState,
  pageSize: number,
  params: Record<string, string | number | boolean | undefined> = {},
): Record<string, string | number | boolean | undefined> {
  return {
    ...params,
    ...state.filters,
    page: state.page,
    pageSize,
    sort: formatSort(state.sort),
    ...(state.cursor ?? {}),
  };
}

/** The same query for an export: every row matching the filters, in the chosen format. */
export function exportQuery(
  state: TableState,
  format: 'xlsx' | 'pdf',
  params: Record<string, string | number | boolean | undefined> = {},
): Record<string, string | number | boolean | undefined> {
  return { ...params, ...state.filters, sort: formatSort(state.sort), format };
}
