import { addDays, daysInMonth, isIsoDate, isoDate } from '../common/dates';

/** Retention of candidates' data: at most 12 months (the notice's promise), per tenant. */
export const MAX_RETENTION_MONTHS = 12;
export const DEFAULT_RETENTION_MONTHS = 12;

/** Adds whole months to a yyyy-MM-dd date, the day clamped to the month's length (as PostgreSQL does). */
export function addMonths(iso: string, months: number): string {
  if (!isIsoDate(iso)) throw new RangeError('INVALID_DATE');
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, daysInMonth(year, month))).padStart(2, '0')}`;
}

/**
 * The day (Rome) the nightly job erases a candidate's data: the day after the retention ends, counted from the
 * Rome day of consent (or data entry, or invitation). The notice shows this day and the job purges on it.
 */
export function erasureDay(base: Date, retentionMonths: number): string {
  return addDays(addMonths(isoDate(base), retentionMonths), 1);
}
