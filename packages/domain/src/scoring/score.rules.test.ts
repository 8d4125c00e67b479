import { describe, expect, it } from 'vitest';
import {
  bandNeedle,
  formatIncome,
  hrweScore,
  incomePerMonth,
  provinceIndexNeedle,
  RELEVANCE_WEIGHTS,
  SCORE_BAND_LABELS,
  SCORE_BANDS,
  scoreBand,
  trafficLight,
  worstCaseDisplay,
} from './score.rules';

describe('hrweScore', () => {
  it('weights', () => expect(RELEVANCE_WEIGHTS).toEqual({ none: 0, low: 150, medium: 250, high: 450 }));
  it.each([
    // deg, relevance, index, score
    [1, 'none', 1.2, 1], // 0.45 → 1
    [1, 'none', 0.8, 11], // 10.45 → 11
    [20, 'none', 1, 9], // 9
    [21, 'none', 1, 10], // 9.45 → 10
    [50, 'none', 1, 23], // 22.5 → 23
    [100, 'none', 1, 45],
    [100, 'none', 0.99, 55],
    [40, 'low', 1, 33], // 18 + 15
    [40, 'medium', 1, 43], // 18 + 25
    [40, 'high', 1, 63], // 18 + 45
    [40, 'high', 0.5, 73],
    [100, 'high', 0.5, 100], // 45 + 45 + 10
    [100, 'high', 1, 90],
    [0, 'none', 1, 1], // clamped up
    [-10, 'none', 1, 1],
    [300, 'high', 0.5, 100], // clamped down
    [33, 'low', 1.01, 30], // 14.85 + 15 = 29.85
    [60, 'medium', 1, 52], // 27 + 25
    [Number.NaN, 'low', 1, 15],
  ] as const)(
    'deg %s, %s, index %s → %i',
    (degradationScore, relevance, averageIncomeProvinceIndex, score) => {
      expect(hrweScore({ degradationScore, relevance, averageIncomeProvinceIndex })).toBe(score);
    },
  );
  it('is an integer in 1..100 over a grid', () => {
    for (let deg = 1; deg <= 100; deg++) {
      for (const relevance of ['none', 'low', 'medium', 'high'] as const) {
        for (const idx of [0.5, 1, 1.5]) {
          const s = hrweScore({ degradationScore: deg, relevance, averageIncomeProvinceIndex: idx });
          expect(Number.isInteger(s)).toBe(true);
          expect(s).toBeGreaterThanOrEqual(1);
          expect(s).toBeLessThanOrEqual(100);
        }
      }
    }
  });
});

describe('bands and needles', () => {
  it.each([
    [1, 'very-low', 20],
    [20, 'very-low', 20],
    [21, 'low', 40],
    [40, 'low', 40],
    [41, 'medium', 60],
    [60, 'medium', 60],
    [61, 'high', 80],
    [80, 'high', 80],
    [81, 'very-high', 100],
    [100, 'very-high', 100],
  ] as const)('score %i → %s (needle %i)', (score, band, needle) => {
    expect(scoreBand(score)).toBe(band);
    expect(bandNeedle(band)).toBe(needle);
  });
  it('labels each band', () => {
    for (const b of SCORE_BANDS) expect(SCORE_BAND_LABELS[b]).toBeTruthy();
  });
  it.each([
    [0, 10],
    [0.99, 10],
    [1, 50],
    [1.01, 90],
    [3, 90],
  ])('province index %s → needle %i', (i, n) => expect(provinceIndexNeedle(i)).toBe(n));
});

describe('trafficLight', () => {
  it.each([
    [{}, 'green'],
    [{ protests: false, cigs: false }, 'green'],
    [{ protests: null }, 'green'],
    [{ protests: true }, 'yellow'],
    [{ cigs: true }, 'yellow'],
    [{ protests: true, cigs: true }, 'yellow'],
    [{ personalBankruptcies: true }, 'red'],
    [{ prejudicialEvents: true }, 'red'],
    [{ crisisEvents: true }, 'red'],
    [{ crisisEvents: true, protests: true }, 'red'],
    [
      { personalBankruptcies: true, cigs: true, protests: true, prejudicialEvents: true, crisisEvents: true },
      'red',
    ],
  ])('%j → %s', (flags, light) => expect(trafficLight(flags)).toBe(light));
});

describe('income', () => {
  it.each([
    [0, 0],
    [360, 3.5],
    [36000, 350],
    [1000, 9.722222222222221],
  ])('incomePerMonth(%s)', (v, out) => expect(incomePerMonth(v)).toBeCloseTo(out, 10));
  it.each([
    [0, '0,000 €'],
    [3.5, '3,500 €'],
    [9.7222222, '9,722 €'],
    [1234.5678, '1.234,568 €'],
    [1234567.891, '1.234.567,891 €'],
    [0.0005, '0,001 €'],
    [-12.3456, '-12,346 €'],
  ])('formatIncome(%s) = %s', (v, s) => expect(formatIncome(v)).toBe(s));
  it('formats a monthly income', () => expect(formatIncome(incomePerMonth(25000))).toBe('243,056 €'));
  it.each([
    [630, '€630.000'],
    [1234.5678, '€1,234.568'],
    [-12.3456, '-€12.346'],
  ])('formatIncome(%s, en) = %s', (v, s) => expect(formatIncome(v, 'en')).toBe(s));
});

describe('worstCaseDisplay', () => {
  it.each([
    ['OTHER', 'NO'],
    ['TOP', 'NO'],
    ['WORST', 'SI'],
    [null, 'NO'],
    [undefined, 'NO'],
    ['worst', 'NO'],
  ])('%s → %s', (v, out) => expect(worstCaseDisplay(v)).toBe(out));
});
