import { describe, expect, it } from 'vitest';
import { adhesionPercent, bucketLabels, DashboardGraphInputSchema, daysBetween } from './dashboard.schemas';

describe('dashboard', () => {
  it('rounds the adhesion percentage', () => {
    expect(adhesionPercent(0, 0)).toBe(0);
    expect(adhesionPercent(1, 3)).toBe(33);
    expect(adhesionPercent(2, 3)).toBe(67);
    expect(adhesionPercent(1, 8)).toBe(13);
    expect(adhesionPercent(5, 5)).toBe(100);
  });
  it('lists daily and monthly buckets across boundaries', () => {
    expect(bucketLabels('2025-12-30', '2026-01-02', 'DAILY')).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
    expect(bucketLabels('2024-02-28', '2024-03-01', 'DAILY')).toHaveLength(3);
    expect(bucketLabels('2025-11-15', '2026-02-01', 'MONTHLY')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(daysBetween('2026-01-01', '2026-01-31')).toBe(30);
  });
  it('validates the graph input', () => {
    const ok = {
      frequency: 'DAILY',
      state: 'ALL',
      range: { rangeFrom: '2026-01-01', rangeTo: '2026-01-31' },
    };
    expect(DashboardGraphInputSchema.safeParse(ok).success).toBe(true);
    expect(DashboardGraphInputSchema.parse({ range: ok.range })).toMatchObject({
      frequency: 'DAILY',
      state: 'ALL',
    });
    const bad = (v: object) => DashboardGraphInputSchema.safeParse(v).error?.issues[0]?.message;
    expect(bad({ ...ok, frequency: 'WEEKLY' })).toBe('FREQUENCY_NOT_VALID');
    expect(bad({ ...ok, state: 'X' })).toBe('STATE_NOT_VALID');
    expect(bad({ ...ok, range: { rangeFrom: '2026-02-01', rangeTo: '2026-01-01' } })).toBe('RANGE_NOT_VALID');
    expect(bad({ ...ok, range: { rangeFrom: '2026-02-30', rangeTo: '2026-03-01' } })).toBe('DATE_NOT_VALID');
    expect(bad({ ...ok, range: { rangeFrom: '2000-01-01', rangeTo: '2026-01-01' } })).toBe('RANGE_TOO_LONG');
  });
});
