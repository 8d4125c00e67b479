import { api } from '@/lib/api';

/** POST /api/user/client/cost/{id}: the price of a single report in euros (stored in cents). */
export const saveCost = (id: string, cost: string) =>
  api<{ singleUserReportCost: number }>(`/api/user/client/cost/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: { cost },
  });

/** POST /api/user/client/reportDefault/{id}: 'cc' (CRIF e CRIBIS) or 'ce' (Cerved). */
export const saveReportDefault = (id: string, reportDefault: 'cc' | 'ce') =>
  api<{ reportDefault: 'cc' | 'ce' }>(`/api/user/client/reportDefault/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: { reportDefault },
  });

export type PriceOutcome = { cost: 'ok' | 'fail'; reportDefault: 'ok' | 'fail' };

/** The specification's order: first the cost, then the report default (not attempted when the cost failed). */
export async function savePrice(id: string, cost: string, reportDefault: 'cc' | 'ce'): Promise<PriceOutcome> {
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
