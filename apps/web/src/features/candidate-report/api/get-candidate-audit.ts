import type { CandidateAuditRow } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { candidatePath } from './candidate-path';

/** GET /api/report/candidate/{uuid}/audit (administrator): who opened the report, downloaded its PDF, re-ran it. */
export const getCandidateAudit = (uuid: string) =>
  api<{ data: CandidateAuditRow[] }>(`${candidatePath(uuid)}/audit`);

export const candidateAuditQuery = (uuid: string) =>
  queryOptions({ queryKey: ['candidate-report', 'audit', uuid], queryFn: () => getCandidateAudit(uuid) });

export const useCandidateAudit = (uuid: string, enabled: boolean) =>
  useQuery({ ...candidateAuditQuery(uuid), enabled });
