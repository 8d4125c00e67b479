import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  ageWindow,
  formatDate,
  formatDateDash,
  formatDateTime,
  formatDateTimeDash,
  isAgeWithin,
  isIsoDate,
  isoDate,
  isoMonth,
  monthLabel,
  monthName,
  monthOptions,
  previousMonth,
  romeWallClock,
} from './dates';

describe('formatters in Europe/Rome', () => {
  it.each([
    // winter (UTC+1)
    ['2026-01-15T10:05:00Z', '15/01/2026', '15-01-2026', '15/01/2026 11:05', '15-01-2026 11:05'],
    // summer (UTC+2) crossing midnight
    ['2026-07-01T22:30:00Z', '02/07/2026', '02-07-2026', '02/07/2026 00:30', '02-07-2026 00:30'],
    ['2025-12-31T23:00:00Z', '01/01/2026', '01-01-2026', '01/01/2026 00:00', '01-01-2026 00:00'],
    ['2025-12-31T22:59:00Z', '31/12/2025', '31-12-2025', '31/12/2025 23:59', '31-12-2025 23:59'],
    // DST switch days
    ['2026-03-29T01:30:00Z', '29/03/2026', '29-03-2026', '29/03/2026 03:30', '29-03-2026 03:30'],
    ['2026-10-25T00:30:00Z', '25/10/2026', '25-10-2026', '25/10/2026 02:30', '25-10-2026 02:30'],
    ['2026-10-25T01:30:00Z', '25/10/2026', '25-10-2026', '25/10/2026 02:30', '25-10-2026 02:30'],
    ['2024-02-29T12:00:00Z', '29/02/2024', '29-02-2024', '29/02/2024 13:00', '29-02-2024 13:00'],
  ])('%s', (iso, d, dd, dt, dtd) => {
    const date = new Date(iso);
    expect(formatDate(date)).toBe(d);
    expect(formatDateDash(date)).toBe(dd);
    expect(formatDateTime(date)).toBe(dt);
    expect(formatDateTimeDash(date)).toBe(dtd);
    expect(formatDate(iso)).toBe(d);
    expect(formatDateTime(date.getTime())).toBe(dt);
  });

  it.each([
    ['1985-12-10', '10/12/1985', '10-12-1985'],
    ['2000-01-01', '01/01/2000', '01-01-2000'],
    ['2024-02-29', '29/02/2024', '29-02-2024'],
  ])('takes a bare date %s as it is', (iso, d, dd) => {
    expect(formatDate(iso)).toBe(d);
    expect(formatDateDash(iso)).toBe(dd);
    expect(formatDateTime(iso)).toBe(`${d} 00:00`);
  });

  it.each([null, undefined, '', 'not a date', '2023-02-29', '2026-13-01', new Date(Number.NaN)])(
    'answers empty text for %s',
    (input) => {
      expect(formatDate(input)).toBe('');
      expect(formatDateDash(input)).toBe('');
      expect(formatDateTime(input)).toBe('');
      expect(formatDateTimeDash(input)).toBe('');
    },
  );
});

describe('isoDate and isoMonth', () => {
  it.each([
    ['2026-03-15T10:00:00Z', '2026-03-15'],
    ['2026-03-15T23:30:00Z', '2026-03-16'],
    ['2026-06-30T21:59:59Z', '2026-06-30'],
    ['2026-06-30T22:00:00Z', '2026-07-01'],
    ['2025-12-31T23:00:00Z', '2026-01-01'],
  ])('%s is %s in Rome', (iso, day) => {
    expect(isoDate(new Date(iso))).toBe(day);
    expect(isoMonth(new Date(iso))).toBe(day.slice(0, 7));
  });
  it('refuses an invalid date', () => {
    expect(() => isoDate(new Date('x'))).toThrow(RangeError);
  });
});

describe('isIsoDate', () => {
  it.each(['2026-01-01', '2024-02-29', '2000-02-29', '1999-12-31', '0001-01-01'])('accepts %s', (s) => {
    expect(isIsoDate(s)).toBe(true);
  });
  it.each([
    '2023-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-00-10',
    '2026-13-01',
    '2026-01-00',
    '2026-1-01',
    '26-01-01',
    '01/01/2026',
    '2026-01-01T00:00:00Z',
    '',
    ' 2026-01-01',
    null,
    20260101,
  ])('refuses %s', (s) => {
    expect(isIsoDate(s)).toBe(false);
  });
});

describe('addYears and addDays', () => {
  it.each([
    ['2026-03-15', -20, '2006-03-15'],
    ['2024-02-29', -1, '2023-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2024-02-29', -4, '2020-02-29'],
    ['2026-12-31', 1, '2027-12-31'],
    ['2026-01-01', 0, '2026-01-01'],
  ])('addYears(%s, %i) = %s', (iso, n, out) => {
    expect(addYears(iso, n)).toBe(out);
  });
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-12-15', 30, '2027-01-14'],
    ['2026-02-01', 30, '2026-03-03'],
    ['2026-01-01', 0, '2026-01-01'],
  ])('addDays(%s, %i) = %s', (iso, n, out) => {
    expect(addDays(iso, n)).toBe(out);
  });
  it('refuses invalid dates', () => {
    expect(() => addYears('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('x', 1)).toThrow(RangeError);
  });
});

describe('ageWindow and isAgeWithin', () => {
  const now = new Date('2026-03-15T10:00:00Z');
  it('computes inclusive bounds from the Rome day', () => {
    expect(ageWindow(now, 20, 75)).toEqual({ earliest: '1951-03-15', latest: '2006-03-15' });
    expect(ageWindow(now, 18, 86)).toEqual({ earliest: '1940-03-15', latest: '2008-03-15' });
  });
  it('uses the Rome day, not the UTC day', () => {
    expect(ageWindow(new Date('2026-03-15T23:30:00Z'), 20, 75).latest).toBe('2006-03-16');
  });
  it('handles 29 February', () => {
    expect(ageWindow(new Date('2024-02-29T12:00:00Z'), 20, 75)).toEqual({
      earliest: '1949-02-28',
      latest: '2004-02-29',
    });
  });
  it.each([
    ['2006-03-15', true],
    ['2006-03-16', false],
    ['1951-03-15', true],
    ['1951-03-14', false],
    ['1985-12-10', true],
    ['2010-01-01', false],
    ['1900-01-01', false],
    ['2006-02-30', false],
    ['15/03/1990', false],
    ['', false],
  ])('age 20..75: born %s → %s', (birth, ok) => {
    expect(isAgeWithin(birth, now, 20, 75)).toBe(ok);
  });
  it.each([
    ['2008-03-15', true],
    ['2008-03-16', false],
    ['1940-03-15', true],
    ['1940-03-14', false],
  ])('age 18..86: born %s → %s', (birth, ok) => {
    expect(isAgeWithin(birth, now, 18, 86)).toBe(ok);
  });
});

describe('months', () => {
  it.each([
    ['2026-03', 'Marzo-2026'],
    ['2025-01', 'Gennaio-2025'],
    ['2025-12', 'Dicembre-2025'],
    ['2026-08', 'Agosto-2026'],
    ['2026-13', ''],
    ['2026-00', ''],
    ['2026-3', ''],
    ['', ''],
  ])('monthLabel(%s) = %s', (v, l) => {
    expect(monthLabel(v)).toBe(l);
  });

  it('monthOptions gives 24 months, last year then this year', () => {
    const opts = monthOptions(new Date('2026-03-15T10:00:00Z'));
    expect(opts).toHaveLength(24);
    expect(opts[0]).toEqual({ value: '2025-01', label: 'Gennaio-2025' });
    expect(opts[11]).toEqual({ value: '2025-12', label: 'Dicembre-2025' });
    expect(opts[12]).toEqual({ value: '2026-01', label: 'Gennaio-2026' });
    expect(opts[14]).toEqual({ value: '2026-03', label: 'Marzo-2026' });
    expect(opts[23]).toEqual({ value: '2026-12', label: 'Dicembre-2026' });
    expect(new Set(opts.map((o) => o.value)).size).toBe(24);
  });

  it('monthOptions uses the Rome year on New Year night', () => {
    expect(monthOptions(new Date('2025-12-31T23:30:00Z'))[0]?.value).toBe('2025-01');
    expect(monthOptions(new Date('2025-12-31T22:30:00Z'))[0]?.value).toBe('2024-01');
  });

  it.each([
    ['2026-03-01T08:00:00Z', '2026-02'],
    ['2026-01-01T08:00:00Z', '2025-12'],
    ['2025-12-31T23:30:00Z', '2025-12'],
    ['2026-12-31T12:00:00Z', '2026-11'],
  ])('previousMonth(%s) = %s', (iso, m) => {
    expect(previousMonth(new Date(iso))).toBe(m);
  });
});

describe('month names and spreadsheet dates', () => {
  it('names a month in the person language, capitalised', () => {
    expect(monthName('2026-03', 'it')).toBe('Marzo');
    expect(monthName('2026-03', 'en-GB')).toBe('March');
    expect(monthName('2026-13', 'it')).toBe('');
    expect(monthName('March', 'en')).toBe('');
  });

  it('writes the Rome wall clock as UTC, across midnight and summer time', () => {
    const lateUtc = new Date('2026-07-31T22:30:15Z'); // 00:30:15 on 1 August in Rome
    expect(romeWallClock(lateUtc, true).toISOString()).toBe('2026-08-01T00:30:15.000Z');
    expect(romeWallClock(lateUtc, false).toISOString()).toBe('2026-08-01T00:00:00.000Z');
  });
});

describe('the Rome wall clock read once per hour', () => {
  // The reference: Intl read on every instant (what every formatter did before the hour's offset was cached).
  const intl = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts = (d: Date) => Object.fromEntries(intl.formatToParts(d).map((p) => [p.type, p.value]));
  const instants = [
    // Every 7 minutes 13 seconds over the days Rome's clocks change, in 2026 and in 1980 (a change at midnight).
    ...[
      '2026-03-28T20:00:00.000Z',
      '2026-10-24T20:00:00.000Z',
      '1980-04-05T20:00:00.000Z',
      '1980-09-27T20:00:00.000Z',
    ].flatMap((from) => Array.from({ length: 300 }, (_, i) => new Date(Date.parse(from) + i * 433_123))),
    // Spread over 1890–2250, inside and outside the cached years, with milliseconds, before and after 1970.
    ...Array.from({ length: 2000 }, (_, i) => new Date(Date.UTC(1890, 0, 1) + i * 5_678_901_234.567)),
  ];

  it('gives the same day, time and spreadsheet date as Intl on every instant', () => {
    for (const d of instants) {
      const p = parts(d);
      expect(formatDateTime(d), d.toISOString()).toBe(`${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`);
      expect(romeWallClock(d, true).toISOString().slice(0, 19), d.toISOString()).toBe(
        `${p.year!.padStart(4, '0')}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`,
      );
      expect(romeWallClock(d, false).toISOString().slice(0, 10)).toBe(
        `${p.year!.padStart(4, '0')}-${p.month}-${p.day}`,
      );
    }
  });
});
