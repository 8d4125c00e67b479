import type { ReactNode } from 'react';

/** One column. `header` is an i18n key ('users:columns.name'); `key` names the row field shown by default. */
export type DataTableColumn<T> = {
  key: string;
  header: string;
  /** Custom cell; without it the row's `key` field is shown (formatted when `format` is set). */
  render?: (row: T) => ReactNode;
  /** Clicking the header sorts on the server by `sortKey ?? key`. */
  sortable?: boolean;
  sortKey?: string;
  /** 'date' renders dd/MM/yyyy, 'datetime' dd/MM/yyyy HH:mm, both in Europe/Rome. */
  format?: 'date' | 'datetime';
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  /**
   * 'essential': always shown; 'optional': starts hidden (the column chooser shows it, and the row's detail
   * holds its value meanwhile); unset: shown, and a person may hide it.
   */
  priority?: 'essential' | 'optional';
  /** Every cell is one line; long text is cut at this width (px, default 200) with the whole text in a tooltip. */
  truncate?: number;
  /** Never cut (request numbers, fiscal codes): always shown whole on its one line. */
  nowrap?: boolean;
  /** The row's actions: never hidden, never wrapped, pinned to the right edge. A column keyed 'actions' is one. */
  actions?: boolean;
};

/**
 * A filter slot: its value lives in the URL search params and is sent to the server under the same name. Labels,
 * placeholders and option labels are i18n keys ('users:filters.status'), translated by the table (never pass
 * translated text: it would be looked up as a key again).
 */
export type DataTableFilter =
  | { type: 'text'; name: string; label: string; placeholder?: string }
  | { type: 'select'; name: string; label: string; options: { value: string; label: string }[] }
  | { type: 'date'; name: string; label: string }
  | { type: 'dateRange'; from: string; to: string; label: string };

/** A page of rows as the server answers it: the domain's listing protocol, not a copy of it. */
export type { ListResult } from '@hrwe/domain';

export type SortDir = 'asc' | 'desc';
export type SortState = { field: string; dir: SortDir } | null;
