import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { CandidateReport } from './types';

const path = (requestNumber: string, uuid: string) =>
  `${encodeURIComponent(requestNumber)}/${encodeURIComponent(uuid)}`;

/** GET /api/report/candidate/get/{requestNumber}/{uuid}. */
export const getCandidateReport = (requestNumber: string, uuid: string) =>
  api<CandidateReport>(`/api/report/candidate/get/${path(requestNumber, uuid)}`);

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

/** The 'Report candidato' PDF (an attachment answered by the server). */
export const candidatePdfUrl = (requestNumber: string, uuid: string) =>
  `/api/report/candidate/pdf/${path(requestNumber, uuid)}`;
