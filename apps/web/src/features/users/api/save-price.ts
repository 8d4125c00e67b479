import type { ReportDefault } from '@hrwe/domain';
import { saveCost } from './save-cost';
import { saveReportDefault } from './save-report-default';

export type PriceOutcome = { cost: 'ok' | 'fail'; reportDefault: 'ok' | 'fail' };

/** The price form's two calls in the specification's order: the cost, then the report default (not attempted when the cost failed). */
export async function savePrice(
  id: string,
  cost: string,
  reportDefault: ReportDefault,
): Promise<PriceOutcome> {
  try {
    await saveCost(id, cost);
  } catch {
    return { cost: 'fail', reportDefault: 'fail' };
  }
  try {
    await saveReportDefault(id, reportDefault);
    return { cost: 'ok', reportDefault: 'ok' };
  } catch {
    return { cost: 'ok', reportDefault: 'fail' };
  }
}
