import type { Hiring } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { candidatePath } from './candidate-path';

export const hiringKey = (uuid: string) => ['candidate-report', 'hiring', uuid] as const;

/** GET /api/report/candidate/{uuid}/hiring: the pre-adverse notice sent, if any, and the current outcome. */
export const getHiring = (uuid: string) => api<Hiring>(`${candidatePath(uuid)}/hiring`);

export const hiringQuery = (uuid: string) =>
  queryOptions({ queryKey: hiringKey(uuid), queryFn: () => getHiring(uuid) });

export const useHiring = (uuid: string) => useQuery(hiringQuery(uuid));
