import type { ReportDetail } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/report/detail/{requestNumber}, read for its head (the candidates come from the paged call). */
export const getReportDetail = (rn: string, signal?: AbortSignal) =>
  api<ReportDetail>(`/api/report/detail/${encodeURIComponent(rn)}`, { signal, query: { pageSize: 1 } });

export const reportDetailQuery = (rn: string) =>
  queryOptions({
    queryKey: ['report-detail', rn],
    queryFn: ({ signal }) => getReportDetail(rn, signal),
  });

export const useReportDetail = (rn: string) => useQuery(reportDetailQuery(rn));
