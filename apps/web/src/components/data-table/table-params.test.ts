import { describe, expect, it } from 'vitest';
import { exportQuery, listQuery, nextSort, readTableState, writeTableParams } from './table-params';
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
    const state = { page: 2, sort: { field: 'name', dir: 'asc' as const }, filters: { status: 'ATTIVATO' } };
    expect(listQuery(state, 10, { admin: true })).toEqual({
      admin: true,
      status: 'ATTIVATO',
      page: 2,
      pageSize: 10,
      sort: 'name:asc',
    });
    expect(exportQuery(state, 'pdf')).toEqual({ status: 'ATTIVATO', sort: 'name:asc', format: 'pdf' });
  });
});
