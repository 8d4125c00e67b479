import { describe, expect, it } from 'vitest';
import {
  exportQuery,
  listQuery,
  NUMBERED_PAGES,
  nextSort,
  pageChange,
  readTableState,
  writeTableParams,
} from './table-params';
import type { DataTableFilter } from './types';

const filters: DataTableFilter[] = [
  { type: 'select', name: 'status', label: 'x', options: [] },
  { type: 'dateRange', from: 'dateFrom', to: 'dateTo', label: 'x' },
];

describe('table params', () => {
  it('reads page, sort and filters from the URL with the default sort', () => {
    const s = new URLSearchParams('page=3&status=ATTIVATO&dateFrom=2026-01-01&other=1');
    expect(readTableState(s, '', filters, 'registrationDate:desc')).toEqual({
      page: 3,
      cursor: null,
      sort: { field: 'registrationDate', dir: 'desc' },
      filters: { status: 'ATTIVATO', dateFrom: '2026-01-01' },
    });
    expect(readTableState(new URLSearchParams('page=x&sort=bad'), '', filters).page).toBe(1);
    expect(readTableState(new URLSearchParams('page=x&sort=bad'), '', filters).sort).toBeNull();
  });

  it('keeps prefixed tables apart and resets the page when a filter changes', () => {
    const s = new URLSearchParams('a_page=2&b_page=4');
    const next = writeTableParams(s, 'a_', { status: 'DA_ATTIVARE' });
    expect(next.toString()).toBe('b_page=4&a_status=DA_ATTIVARE');
    expect(writeTableParams(next, 'a_', { status: '' }).toString()).toBe('b_page=4');
    expect(writeTableParams(next, 'a_', { page: 5 }).get('a_page')).toBe('5');
  });

  it('cycles the sort asc, desc, default', () => {
    expect(nextSort(null, 'name')).toEqual({ field: 'name', dir: 'asc' });
    expect(nextSort({ field: 'name', dir: 'asc' }, 'name')).toEqual({ field: 'name', dir: 'desc' });
    expect(nextSort({ field: 'name', dir: 'desc' }, 'name')).toBeNull();
    expect(nextSort({ field: 'name', dir: 'desc' }, 'email')).toEqual({ field: 'email', dir: 'asc' });
  });

  it('builds the list and export queries of the protocol', () => {
    const state = {
      page: 2,
      cursor: null,
      sort: { field: 'name', dir: 'asc' as const },
      filters: { status: 'ATTIVATO' },
    };
    expect(listQuery(state, 10, { admin: true })).toEqual({
      admin: true,
      status: 'ATTIVATO',
      page: 2,
      pageSize: 10,
      sort: 'name:asc',
    });
    expect(exportQuery(state, 'pdf')).toEqual({ status: 'ATTIVATO', sort: 'name:asc', format: 'pdf' });
  });

  it('reads a page cursor from the URL beside the page, and only past page 1', () => {
    expect(readTableState(new URLSearchParams('page=7&after=abc_-9'), '', []).cursor).toEqual({
      after: 'abc_-9',
    });
    expect(readTableState(new URLSearchParams('t_page=7&t_before=Zz'), 't_', []).cursor).toEqual({
      before: 'Zz',
    });
    // A cursor on page 1, a malformed or an overlong one is ignored (the table then reads the page by number).
    expect(readTableState(new URLSearchParams('after=abc'), '', []).cursor).toBeNull();
    expect(readTableState(new URLSearchParams('page=7&after=a%2Bb'), '', []).cursor).toBeNull();
    expect(readTableState(new URLSearchParams(`page=7&after=${'a'.repeat(1001)}`), '', []).cursor).toBeNull();
  });

  it('opens the numbered pages by number and the deeper ones by the cursor of the page beside', () => {
    const deep = NUMBERED_PAGES + 1;
    expect(pageChange(1)).toEqual({ page: undefined, after: undefined, before: undefined });
    expect(pageChange(3, { after: 'x' })).toEqual({ page: '3', after: undefined, before: undefined });
    expect(pageChange(NUMBERED_PAGES, { before: 'x' })).toEqual({
      page: String(NUMBERED_PAGES),
      after: undefined,
      before: undefined,
    });
    expect(pageChange(deep, { after: 'n' })).toEqual({ page: String(deep), after: 'n', before: undefined });
    expect(pageChange(deep + 3, { before: 'p' })).toEqual({
      page: String(deep + 3),
      after: undefined,
      before: 'p',
    });
    // The page and its cursor are written together; the other direction's cursor goes.
    const s = new URLSearchParams('sort=name:asc&page=9&before=p');
    expect(writeTableParams(s, '', pageChange(10, { after: 'n' })).toString()).toBe(
      'sort=name%3Aasc&page=10&after=n',
    );
  });

  it('goes back to page 1 without a cursor when the sort or a filter changes', () => {
    const s = new URLSearchParams('a_page=9&a_after=n&b_page=8&b_before=p');
    expect(writeTableParams(s, 'a_', { sort: 'email:desc' }).toString()).toBe(
      'b_page=8&b_before=p&a_sort=email%3Adesc',
    );
    expect(writeTableParams(s, 'b_', { status: 'ATTIVATO' }).toString()).toBe(
      'a_page=9&a_after=n&b_status=ATTIVATO',
    );
  });

  it('sends the cursor with the page, never with an export', () => {
    const state = { page: 8, cursor: { after: 'n' }, sort: null, filters: {} };
    expect(listQuery(state, 50)).toEqual({ page: 8, pageSize: 50, sort: undefined, after: 'n' });
    expect(exportQuery(state, 'xlsx')).toEqual({ sort: undefined, format: 'xlsx' });
  });
});
