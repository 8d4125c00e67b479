import {
  formatDate,
  formatDateTime,
  formatEur,
  formatIncome,
  formatInteger,
  isIsoDate,
  monthLabel,
  romeWallClock,
} from '@hrwe/domain';

export type ExportValue = string | number | boolean | Date | null | undefined;

/**
 * What a column holds, so the xlsx gets a typed cell (a number or a date a spreadsheet can sum and sort, with an
 * Italian number format) and the PDF the Italian text of it:
 * - `text` (default): as given; a Date shows as dd/MM/yyyy, a boolean as Sì/No;
 * - `integer`: a count, grouped by thousands;
 * - `eur`: integer cents, shown as euros with 2 decimals;
 * - `income`: euros with 3 decimals (the income estimate);
 * - `date`: a Date or a yyyy-MM-dd day (Rome); `dateTime`: a Date (Rome wall clock);
 * - `month`: a yyyy-MM month.
 */
export type ExportKind = 'text' | 'integer' | 'eur' | 'income' | 'date' | 'dateTime' | 'month';

/** One column definition serves the xlsx and the PDF export of a list. */
export type ExportColumn<T> = {
  header: string;
  value: (row: T) => ExportValue;
  width?: number;
  kind?: ExportKind;
};

export type ExportSpec<T> = {
  /** File name without extension, e.g. 'Storico dei Report - HRWE'. */
  fileName: string;
  sheetName?: string;
  title?: string;
  orientation?: 'landscape' | 'portrait';
  /** The filters in force, already in words ('Stato: Aperto'); the PDF prints them under its title. */
  filters?: string[];
  columns: ExportColumn<T>[];
  rows: AsyncIterable<T> | Iterable<T>;
};

/** Text of a cell for the PDF, the Italian way (1.234 – 1.234,56 € – dd/MM/yyyy – Marzo-2026). */
export function cellText(v: ExportValue, kind: ExportKind = 'text'): string {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v === 'number') {
    if (kind === 'eur') return formatEur(v);
    if (kind === 'income') return formatIncome(v);
    if (kind === 'integer') return formatInteger(v);
  }
  if (kind === 'month' && typeof v === 'string') return monthLabel(v);
  if (kind === 'dateTime') return formatDateTime(v as Date | string);
  if (v instanceof Date || kind === 'date') return formatDate(v as Date | string);
  if (typeof v === 'boolean') return v ? 'Sì' : 'No';
  return String(v);
}

/** Excel number formats; the reader's locale shows them with its separators (1.234,56 € in Italian). */
export const XLSX_FORMATS: Partial<Record<ExportKind, string>> = {
  integer: '#,##0',
  eur: '#,##0.00 "€"',
  income: '#,##0.000 "€"',
  date: 'dd/mm/yyyy',
  dateTime: 'dd/mm/yyyy hh:mm',
  month: '[$-410]mmmm yyyy',
};

/** A Date, or a timestamp text as PostgreSQL gives it for raw SQL; null when it is neither. */
function asDate(v: ExportValue): Date | null {
  const d = v instanceof Date ? v : typeof v === 'string' ? new Date(v) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
}

/** The typed value of an xlsx cell: numbers stay numbers (cents become euros), days and months become dates. */
export function cellValue(v: ExportValue, kind: ExportKind = 'text'): ExportValue {
  if (v === null || v === undefined || v === '') return null;
  switch (kind) {
    case 'eur':
      return typeof v === 'number' ? v / 100 : v;
    case 'date':
      if (typeof v === 'string' && isIsoDate(v)) return new Date(`${v}T00:00:00Z`);
      return asDate(v) ? romeWallClock(asDate(v)!, false) : v;
    case 'dateTime':
      return asDate(v) ? romeWallClock(asDate(v)!, true) : v;
    case 'month':
      return typeof v === 'string' && /^\d{4}-\d{2}$/.test(v) ? new Date(`${v}-01T00:00:00Z`) : v;
    default:
      if (v instanceof Date) return romeWallClock(v, false);
      if (typeof v === 'boolean') return v ? 'Sì' : 'No';
      return v;
  }
}
