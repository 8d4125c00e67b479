import type { ContestList } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { candidatePath } from './candidate-path';

export const contestsKey = (uuid: string) => ['candidate-report', 'contests', uuid] as const;

/** GET /api/report/candidate/{uuid}/contests: the candidate's contests ("contestato" while one is open). */
export const getContests = (uuid: string) => api<ContestList>(`${candidatePath(uuid)}/contests`);

export const contestsQuery = (uuid: string) =>
  queryOptions({ queryKey: contestsKey(uuid), queryFn: () => getContests(uuid) });

export const useContests = (uuid: string) => useQuery(contestsQuery(uuid));
