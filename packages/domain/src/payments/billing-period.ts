import { isoMonth } from '../common/dates';
import { monthValueSchema } from './payment.states';

/**
 * The one rule of when a month may be billed: once it has ended in Europe/Rome, i.e. strictly before the Rome month
 * of `now`. The server refuses the others (MONTH_NOT_ENDED) and the issue control offers only these.
 */
export function isMonthBillable(month: string, now: Date): boolean {
  return monthValueSchema.safeParse(month).success && month < isoMonth(now);
}

/** The months the "Emetti fatture del mese" control offers: the billable ones among `unbilled`, newest first. */
export function issuableMonths(unbilled: readonly string[], now: Date): string[] {
  return [...new Set(unbilled)].filter((m) => isMonthBillable(m, now)).sort((a, b) => b.localeCompare(a));
}

/** An invoice's number as printed: '7/2026' (number within the issuer's calendar year). */
export function invoiceNumberLabel(year: number, number: number): string {
  return `${number}/${year}`;
}
