import { addYears, isIsoDate, isoDate } from './dates';

const pad = (n: string) => n.padStart(2, '0');

/**
 * A date typed the Italian way, day first: `25/12/1985`, `25-12-1985`, `25.12.1985`, `5/3/1985` or the bare
 * digits `25121985`; a pasted `1985-12-25` is accepted too. Answers yyyy-MM-dd, or null when the text is not a
 * complete, real calendar date. The year needs four digits, so a half-typed `25/12/198` is never a date, and day
 * and month are never swapped.
 */
export function parseItalianDate(text: string): string | null {
  const s = text.trim();
  let iso: string | null = null;
  const dayFirst = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/.exec(s);
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(s);
  const isoTyped = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (dayFirst) iso = `${dayFirst[3]}-${pad(dayFirst[2]!)}-${pad(dayFirst[1]!)}`;
  else if (digits) iso = `${digits[3]}-${digits[2]}-${digits[1]}`;
  else if (isoTyped) iso = s;
  return iso && isIsoDate(iso) ? iso : null;
}

/** The month a calendar opens on: the chosen date, else today brought inside [earliest, latest]. */
export function calendarOpening(value: string | null, today: string, earliest?: string, latest?: string) {
  const day = value && isIsoDate(value) ? value : today;
  if (latest && day > latest) return latest;
  if (earliest && day < earliest) return earliest;
  return day;
}

/** A birth date's calendar opens about 30 years back (mid working life), kept inside the allowed window. */
export function birthCalendarOpening(now: Date, window: { earliest: string; latest: string }) {
  return calendarOpening(addYears(isoDate(now), -30), isoDate(now), window.earliest, window.latest);
}
