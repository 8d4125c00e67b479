import type { CandidateReport } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const reportPath = (requestNumber: string, uuid: string) =>
  `${encodeURIComponent(requestNumber)}/${encodeURIComponent(uuid)}`;

/** GET /api/report/candidate/get/{requestNumber}/{uuid}. */
export const getCandidateReport = (requestNumber: string, uuid: string) =>
  api<CandidateReport>(`/api/report/candidate/get/${reportPath(requestNumber, uuid)}`);

export const candidateReportQuery = (requestNumber: string, uuid: string) =>
  queryOptions({
    queryKey: ['candidate-report', requestNumber, uuid],
    queryFn: () => getCandidateReport(requestNumber, uuid),
    retry: false,
    // While checks are running the report refreshes itself.
    refetchInterval: (q) => (q.state.data && q.state.data.candidate.status !== 'COMPLETE' ? 5_000 : false),
  });

export const useCandidateReport = (requestNumber: string, uuid: string) =>
  useQuery(candidateReportQuery(requestNumber, uuid));
