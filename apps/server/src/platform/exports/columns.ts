export type ExportValue = string | number | boolean | Date | null | undefined;

/** One column definition serves the xlsx and the PDF export of a list. */
export type ExportColumn<T> = { header: string; value: (row: T) => ExportValue; width?: number };

export type ExportSpec<T> = {
  /** File name without extension, e.g. 'Storico dei Report - HRWE'. */
  fileName: string;
  sheetName?: string;
  title?: string;
  orientation?: 'landscape' | 'portrait';
  columns: ExportColumn<T>[];
  rows: AsyncIterable<T> | Iterable<T>;
};

const ROME_DATE = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** Text of a cell for the PDF (and for dates in Italian format dd/MM/yyyy). */
export function cellText(v: ExportValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return ROME_DATE.format(v);
  if (typeof v === 'boolean') return v ? 'Si' : 'No';
  return String(v);
}
