import { checkOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** Who opened the report, downloaded its PDF, re-ran it (administrator). */
export const getCandidateAudit = (uuid: string, signal?: AbortSignal) =>
  call(checkOperations.audit, { params: { uuid }, signal });

export const candidateAuditQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['candidate-report', 'audit', uuid],
    queryFn: ({ signal }) => getCandidateAudit(uuid, signal),
  });

export const useCandidateAudit = (uuid: string, enabled: boolean) =>
  useQuery({ ...candidateAuditQuery(uuid), enabled });
