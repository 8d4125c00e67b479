import { userOperations } from '@hrwe/domain';
import { call } from '@/lib/call';

/** The price of a single report in euros (stored in cents). */
export const saveCost = (id: string, cost: string) =>
  call(userOperations.setCost, { params: { id }, body: { cost } });
