import { checkOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

export const getCandidateReport = (requestNumber: string, uuid: string, signal?: AbortSignal) =>
  call(checkOperations.report, { params: { requestNumber, uuid }, signal });

export const candidateReportQuery = (requestNumber: string, uuid: string) =>
  queryOptions({
    queryKey: ['candidate-report', requestNumber, uuid],
    queryFn: ({ signal }) => getCandidateReport(requestNumber, uuid, signal),
    retry: false,
    // While checks are running the report refreshes itself.
    refetchInterval: (q) => (q.state.data && q.state.data.candidate.status !== 'COMPLETE' ? 5_000 : false),
  });

export const useCandidateReport = (requestNumber: string, uuid: string) =>
  useQuery(candidateReportQuery(requestNumber, uuid));
