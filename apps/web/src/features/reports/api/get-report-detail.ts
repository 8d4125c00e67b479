import { reportOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** A request, read for its head (the candidates come from the paged call). */
export const getReportDetail = (requestNumber: string, signal?: AbortSignal) =>
  call(reportOperations.detail, { params: { requestNumber }, query: { pageSize: 1 }, signal });

export const reportDetailQuery = (rn: string) =>
  queryOptions({
    queryKey: ['report-detail', rn],
    queryFn: ({ signal }) => getReportDetail(rn, signal),
  });

export const useReportDetail = (rn: string) => useQuery(reportDetailQuery(rn));
