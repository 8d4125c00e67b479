/** The overall HR.We score and its presentation (DECISIONS, providers and scoring). */
import { type DisplayLanguage, formatEuros3 } from '../common/numbers';
export const RELEVANCES = ['none', 'low', 'medium', 'high'] as const;
export type Relevance = (typeof RELEVANCES)[number];

export const RELEVANCE_WEIGHTS: Record<Relevance, number> = { none: 0, low: 150, medium: 250, high: 450 };

export type HrweScoreInput = {
  /** The provider's degradation score, 1..100. */
  degradationScore: number;
  relevance: Relevance;
  averageIncomeProvinceIndex: number;
};

/** ceil(deg × 45 / 100 + weight / 10 + (index < 1 ? 10 : 0)), clamped to 1..100. */
export function hrweScore(input: HrweScoreInput): number {
  const deg = Number.isFinite(input.degradationScore) ? input.degradationScore : 0;
  const weight = RELEVANCE_WEIGHTS[input.relevance] ?? 0;
  const poorProvince = input.averageIncomeProvinceIndex < 1 ? 10 : 0;
  // Integer arithmetic first (deg*45 + weight*10 + bonus*100) / 100 so that ceil sees no float noise.
  const raw = Math.ceil((deg * 45 + weight * 10 + poorProvince * 100) / 100 - 1e-9);
  return Math.min(100, Math.max(1, raw));
}

export const SCORE_BANDS = ['very-low', 'low', 'medium', 'high', 'very-high'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

/** Up to 20 very low, 40 low, 60 medium, 80 high, above very high. */
export function scoreBand(score: number): ScoreBand {
  if (score <= 20) return 'very-low';
  if (score <= 40) return 'low';
  if (score <= 60) return 'medium';
  if (score <= 80) return 'high';
  return 'very-high';
}

export const SCORE_BAND_NEEDLE: Record<ScoreBand, number> = {
  'very-low': 20,
  low: 40,
  medium: 60,
  high: 80,
  'very-high': 100,
};

export const SCORE_BAND_LABELS: Record<ScoreBand, string> = {
  'very-low': 'Molto basso',
  low: 'Basso',
  medium: 'Medio',
  high: 'Alto',
  'very-high': 'Molto alto',
};

export function bandNeedle(band: ScoreBand): number {
  return SCORE_BAND_NEEDLE[band];
}

/** Provincial income index needle: below 1 gives 10, above 1 gives 90, exactly 1 gives 50. */
export function provinceIndexNeedle(index: number): number {
  if (index < 1) return 10;
  if (index > 1) return 90;
  return 50;
}

export type NegativeFlags = {
  personalBankruptcies?: boolean | null;
  prejudicialEvents?: boolean | null;
  crisisEvents?: boolean | null;
  protests?: boolean | null;
  cigs?: boolean | null;
};
export type TrafficLight = 'red' | 'yellow' | 'green';

/** Red for personal bankruptcies, prejudicial or crisis events; else yellow for protests or CIGS; else green. */
export function trafficLight(flags: NegativeFlags): TrafficLight {
  if (flags.personalBankruptcies || flags.prejudicialEvents || flags.crisisEvents) return 'red';
  if (flags.protests || flags.cigs) return 'yellow';
  return 'green';
}

/** Estimated value / 360 × 3.5. */
export function incomePerMonth(value: number): number {
  return (value / 360) * 3.5;
}

/** Exactly 3 decimals and the euro sign, in the reader's language: '1.234,568 €' (it), '€1,234.568' (en). */
export function formatIncome(value: number, lang: DisplayLanguage = 'it'): string {
  return formatEuros3(value, lang);
}

export const WORST_CASES = ['OTHER', 'TOP', 'WORST'] as const;
export type WorstCase = (typeof WORST_CASES)[number];

/** OTHER and TOP show NO; WORST shows SI. */
export function worstCaseDisplay(value: WorstCase | string | null | undefined): 'SI' | 'NO' {
  return value === 'WORST' ? 'SI' : 'NO';
}
