import { describe, expect, it } from 'vitest';
import { isMonthBillable, issuableMonths } from './billing-period';

describe('when a month may be billed (Europe/Rome)', () => {
  it.each([
    // 31 March 23:30 in Rome (CEST, +2) is 21:30 UTC: March has not ended yet
    ['2026-03', '2026-03-31T21:30:00Z', false],
    // 1 April 00:30 in Rome is 31 March 22:30 UTC: March has ended
    ['2026-03', '2026-03-31T22:30:00Z', true],
    // the end of October (CET after the DST change, +1): 31 October 23:30 UTC is 1 November 00:30 in Rome
    ['2026-10', '2026-10-31T22:59:59Z', false],
    ['2026-10', '2026-10-31T23:00:00Z', true],
    // the year's turn
    ['2026-12', '2026-12-31T22:59:59Z', false],
    ['2026-12', '2026-12-31T23:00:00Z', true],
    ['2027-01', '2026-12-31T23:00:00Z', false],
    ['2025-06', '2026-03-10T10:00:00Z', true],
    ['2099-01', '2026-03-10T10:00:00Z', false],
    ['2026-13', '2027-03-10T10:00:00Z', false],
    ['garbage', '2027-03-10T10:00:00Z', false],
  ])('%s at %s: %s', (month, now, ok) => expect(isMonthBillable(month, new Date(now))).toBe(ok));

  it('offers the ended months once each, newest first, never the current or a future one', () => {
    const now = new Date('2026-04-15T10:00:00Z');
    expect(issuableMonths(['2026-02', '2026-04', '2026-03', '2026-02', '2026-05', '2025-12'], now)).toEqual([
      '2026-03',
      '2026-02',
      '2025-12',
    ]);
  });
});
