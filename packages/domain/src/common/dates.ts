/** Dates shown and compared in Europe/Rome. Pure: `now` is always passed in. */
import { inLanguage } from './bilingual';

export const TIME_ZONE = 'Europe/Rome';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The Rome formatters are made on first use, not at import: the first Intl.DateTimeFormat with a time zone costs a
 * browser 20-50 ms (ICU's zone and pattern data), and the candidate pages import this module without formatting a date.
 */
const lazy = <T>(make: () => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

/** Rome's wall clock to the minute (en-GB: fixed, numeric parts). */
const ROME_MINUTES: Intl.DateTimeFormatOptions = {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
const partsFormatter = lazy(() => new Intl.DateTimeFormat('en-GB', ROME_MINUTES));

type RomeParts = { year: string; month: string; day: string; hour: string; minute: string };

export type DateInput = Date | string | number | null | undefined;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** True when `s` is a real calendar date written yyyy-MM-dd. */
export function isIsoDate(s: unknown): s is string {
  if (typeof s !== 'string') return false;
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= daysInMonth(y, mo);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function romeParts(input: DateInput): RomeParts | null {
  if (input === null || input === undefined || input === '') return null;
  if (typeof input === 'string' && ISO_DATE.test(input)) {
    if (!isIsoDate(input)) return null;
    const [year, month, day] = input.split('-') as [string, string, string];
    return { year, month, day, hour: '00', minute: '00' };
  }
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return null;
  const wall = romeWall(date);
  if (wall) {
    return {
      year: String(wall.getUTCFullYear()),
      month: pad(wall.getUTCMonth() + 1),
      day: pad(wall.getUTCDate()),
      hour: pad(wall.getUTCHours()),
      minute: pad(wall.getUTCMinutes()),
    };
  }
  const out: Record<string, string> = {};
  for (const p of partsFormatter().formatToParts(date)) out[p.type] = p.value;
  return {
    year: out.year ?? '',
    month: out.month ?? '',
    day: out.day ?? '',
    hour: out.hour ?? '',
    minute: out.minute ?? '',
  };
}

/** dd/MM/yyyy in Rome ('' for a missing or invalid date). A bare yyyy-MM-dd is taken as is. */
export function formatDate(input: DateInput): string {
  const p = romeParts(input);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

/** dd-MM-yyyy in Rome. */
export function formatDateDash(input: DateInput): string {
  const p = romeParts(input);
  return p ? `${p.day}-${p.month}-${p.year}` : '';
}

/** dd/MM/yyyy HH:mm in Rome. */
export function formatDateTime(input: DateInput): string {
  const p = romeParts(input);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : '';
}

/** dd-MM-yyyy HH:mm in Rome. */
export function formatDateTimeDash(input: DateInput): string {
  const p = romeParts(input);
  return p ? `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}` : '';
}

/** The calendar day of `date` in Rome, as yyyy-MM-dd. */
export function isoDate(date: Date): string {
  const p = romeParts(date);
  if (!p) throw new RangeError('INVALID_DATE');
  return `${p.year}-${p.month}-${p.day}`;
}

/** The month of `date` in Rome, as yyyy-MM. */
export function isoMonth(date: Date): string {
  return isoDate(date).slice(0, 7);
}

/** Adds whole years to a yyyy-MM-dd date; 29 February becomes 28 February in a common year. */
export function addYears(iso: string, years: number): string {
  if (!isIsoDate(iso)) throw new RangeError('INVALID_DATE');
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const year = y + years;
  return `${pad(year, 4)}-${pad(m)}-${pad(Math.min(d, daysInMonth(year, m)))}`;
}

/** Adds days (negative to go back) to a yyyy-MM-dd date. */
export function addDays(iso: string, days: number): string {
  if (!isIsoDate(iso)) throw new RangeError('INVALID_DATE');
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/**
 * The birth dates allowed for an age between minYears and maxYears on the Rome day of `now`:
 * latest = today − minYears, earliest = today − maxYears, both inclusive (the bounds the original computes).
 */
export function ageWindow(
  now: Date,
  minYears: number,
  maxYears: number,
): { earliest: string; latest: string } {
  const today = isoDate(now);
  return { earliest: addYears(today, -maxYears), latest: addYears(today, -minYears) };
}

/** True when birthIso is a real date inside ageWindow(now, min, max). */
export function isAgeWithin(birthIso: string, now: Date, minYears: number, maxYears: number): boolean {
  if (!isIsoDate(birthIso)) return false;
  const { earliest, latest } = ageWindow(now, minYears, maxYears);
  return birthIso >= earliest && birthIso <= latest;
}

export const ITALIAN_MONTHS = [
  'Gennaio',
  'Febbraio',
  'Marzo',
  'Aprile',
  'Maggio',
  'Giugno',
  'Luglio',
  'Agosto',
  'Settembre',
  'Ottobre',
  'Novembre',
  'Dicembre',
] as const;

export type MonthOption = { value: string; label: string };

/** 'Marzo-2026' for '2026-03'; '' when the value is not yyyy-MM. */
export function monthLabel(value: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  const name = m ? ITALIAN_MONTHS[Number(m[2]) - 1] : undefined;
  return m && name ? `${name}-${m[1]}` : '';
}

/** The 12 months of last year then the 12 of this year (Rome), oldest first. */
export function monthOptions(now: Date): MonthOption[] {
  const year = Number(isoDate(now).slice(0, 4));
  const out: MonthOption[] = [];
  for (const y of [year - 1, year]) {
    for (let m = 1; m <= 12; m++) {
      const value = `${pad(y, 4)}-${pad(m)}`;
      out.push({ value, label: monthLabel(value) });
    }
  }
  return out;
}

/** The month before the Rome month of `now`, as yyyy-MM (the month a bill issued on `now` covers). */
export function previousMonth(now: Date): string {
  const [y, m] = isoMonth(now).split('-').map(Number) as [number, number];
  return m === 1 ? `${pad(y - 1, 4)}-12` : `${pad(y, 4)}-${pad(m - 1)}`;
}

const wallClockFormatter = lazy(
  () => new Intl.DateTimeFormat('en-GB', { ...ROME_MINUTES, second: '2-digit' }),
);

/** The Rome wall clock of `d` read by Intl, written as if it were UTC. */
function intlWall(d: Date): Date {
  const p: Record<string, number> = {};
  for (const part of wallClockFormatter().formatToParts(d)) p[part.type] = Number(part.value);
  return new Date(Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!));
}

const HOUR = 3_600_000;
/** Rome's offset from UTC (ms) in each UTC hour already seen: Intl's formatToParts costs about 10 µs a call. */
const hourOffsets = new Map<number, number | null>();
/** Years where four-digit, era-free years make the wall clock's fields exactly Intl's. */
const CACHED_YEARS = [Date.UTC(1900, 0, 1), Date.UTC(2200, 0, 1)] as const;

/**
 * The Rome wall clock of `d` written as if it were UTC, from its UTC hour's offset (an export formats a date on
 * every row). The offset is Intl's, read at both ends of the hour: an hour with a change of offset inside it
 * (none since Rome's clocks change on the hour, but the tz database decides) is read by Intl each time; null
 * outside the cached years.
 */
function romeWall(d: Date): Date | null {
  const t = d.getTime();
  if (t < CACHED_YEARS[0] || t >= CACHED_YEARS[1]) return null;
  const hour = Math.floor(t / HOUR);
  let offset = hourOffsets.get(hour);
  if (offset === undefined) {
    const start = hour * HOUR;
    const end = start + HOUR - 1000;
    const atStart = intlWall(new Date(start)).getTime() - start;
    offset = intlWall(new Date(end)).getTime() - end === atStart ? atStart : null;
    if (hourOffsets.size >= 100_000) hourOffsets.clear();
    hourOffsets.set(hour, offset);
  }
  return offset === null ? intlWall(d) : new Date(t + offset);
}

/** The Rome wall clock of `d` written as if it were UTC (a spreadsheet's date has no time zone); the day only without time. */
export function romeWallClock(d: Date, withTime: boolean): Date {
  const wall = romeWall(d) ?? intlWall(d);
  return withTime
    ? new Date(Math.floor(wall.getTime() / 1000) * 1000)
    : new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()));
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** A yyyy-MM month's first day and the person's locale, formatted with `options` (cached per locale and options). */
function formatMonth(value: string, language: string, options: Intl.DateTimeFormatOptions) {
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return null;
  const locale = inLanguage({ it: 'it-IT', en: 'en-GB' }, language);
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = monthFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    monthFormats.set(key, f);
  }
  return { locale, text: f.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1))) };
}

/** The capitalised name of a yyyy-MM month in the person's language: 'Marzo' (it), 'March' (en, en-GB); '' otherwise. */
export function monthName(value: string, language: string): string {
  const month = formatMonth(value, language, { month: 'long' });
  if (!month) return '';
  return month.text.charAt(0).toLocaleUpperCase(month.locale) + month.text.slice(1);
}

/** A yyyy-MM month as a chart's axis names it: 'mar 2026' (it), 'Mar 2026' (en); the value itself otherwise. */
export const shortMonthLabel = (value: string, language: string): string =>
  formatMonth(value, language, { month: 'short', year: 'numeric' })?.text ?? value;
