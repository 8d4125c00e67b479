import type { LegalHoldState } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { candidatePath } from './candidate-path';

/** GET /api/report/candidate/{uuid}/hold (administrators): the active legal hold and whether the data is erased. */
export const getHold = (uuid: string) => api<LegalHoldState>(`${candidatePath(uuid)}/hold`);

export const holdQuery = (uuid: string) =>
  queryOptions({ queryKey: ['candidate-report', 'hold', uuid], queryFn: () => getHold(uuid) });

export const useHold = (uuid: string) => useQuery(holdQuery(uuid));
