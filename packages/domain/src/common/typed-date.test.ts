import { describe, expect, it } from 'vitest';
import { birthCalendarOpening, calendarOpening, parseItalianDate } from './typed-date';

describe('parseItalianDate', () => {
  it.each([
    ['25/12/1985', '1985-12-25'],
    ['25-12-1985', '1985-12-25'],
    ['25.12.1985', '1985-12-25'],
    ['25121985', '1985-12-25'],
    [' 25/12/1985 ', '1985-12-25'],
    ['5/3/1985', '1985-03-05'],
    ['05/03/1985', '1985-03-05'],
    // day first, never swapped with the month
    ['12/08/1985', '1985-08-12'],
    ['08/12/1985', '1985-12-08'],
    ['12081985', '1985-08-12'],
    ['29/02/2000', '2000-02-29'],
    ['1985-12-25', '1985-12-25'],
  ])('%s is %s', (text, iso) => {
    expect(parseItalianDate(text)).toBe(iso);
  });

  it.each([
    '',
    '25/12/198',
    '2512198',
    '251219850',
    '25/12/85',
    '31/02/1985',
    '29/02/1985',
    '00/12/1985',
    '25/13/1985',
    '12/25/1985',
    '1985/12/25',
    'domani',
    '25/12/1985 10:00',
  ])('%j is not a date', (text) => {
    expect(parseItalianDate(text)).toBeNull();
  });
});

describe('calendarOpening', () => {
  it('opens on the chosen date', () => {
    expect(calendarOpening('1985-12-25', '2026-11-23', '1940-11-23', '2008-11-23')).toBe('1985-12-25');
  });
  it('without a date, brings today inside the allowed window', () => {
    expect(calendarOpening(null, '2026-11-23', '1940-11-23', '2008-11-23')).toBe('2008-11-23');
    expect(calendarOpening('', '2026-11-23', '2027-01-01')).toBe('2027-01-01');
    expect(calendarOpening('not a date', '2026-11-23')).toBe('2026-11-23');
  });
  it('a birth date opens about 30 years ago, inside the window', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(birthCalendarOpening(now, { earliest: '1940-11-23', latest: '2008-11-23' })).toBe('1996-11-23');
    expect(birthCalendarOpening(now, { earliest: '1940-11-23', latest: '1990-01-01' })).toBe('1990-01-01');
  });
});
