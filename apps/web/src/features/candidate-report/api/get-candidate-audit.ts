import type { AuditAction } from '@hrwe/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** One row of a candidate's audit log: who opened the report, downloaded its PDF or re-ran its checks. */
export type CandidateAuditRow = {
  id: number;
  action: AuditAction;
  at: string;
  userId: string | null;
  userEmail: string | null;
};

/** GET /api/report/candidate/{uuid}/audit (administrator). */
export const getCandidateAudit = (uuid: string) =>
  api<{ data: CandidateAuditRow[] }>(`/api/report/candidate/${encodeURIComponent(uuid)}/audit`);

export const useCandidateAudit = (uuid: string, enabled: boolean) =>
  useQuery({
    queryKey: ['candidate-report', 'audit', uuid],
    queryFn: () => getCandidateAudit(uuid),
    enabled,
  });
