import type { ClientCostAnswer } from '@hrwe/domain';
import { api } from '@/lib/api';

/** POST /api/user/client/cost/{id}: the price of a single report in euros (stored in cents). */
export const saveCost = (id: string, cost: string) =>
  api<ClientCostAnswer>(`/api/user/client/cost/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: { cost },
  });
