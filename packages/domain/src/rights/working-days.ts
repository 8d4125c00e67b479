import { addDays, isIsoDate } from '../common/dates';

/** Easter Sunday of a year (anonymous Gregorian algorithm), as yyyy-MM-dd. */
function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const FIXED_HOLIDAYS = [
  '01-01',
  '01-06',
  '04-25',
  '05-01',
  '06-02',
  '08-15',
  '11-01',
  '12-08',
  '12-25',
  '12-26',
];

/** A working day in Italy: Monday to Friday, not a national holiday (Easter Monday included). */
export function isWorkingDay(iso: string): boolean {
  if (!isIsoDate(iso)) throw new RangeError('INVALID_DATE');
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  if (FIXED_HOLIDAYS.includes(iso.slice(5))) return false;
  return iso !== addDays(easter(y), 1);
}

/** The n-th working day after `iso` (the day itself does not count). */
export function addWorkingDays(iso: string, n: number): string {
  let day = iso;
  for (let left = n; left > 0; ) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left--;
  }
  return day;
}
