import type { ClientReportDefaultAnswer, ReportDefault } from '@hrwe/domain';
import { api } from '@/lib/api';

/** POST /api/user/client/reportDefault/{id}: 'cc' (CRIF e CRIBIS) or 'ce' (Cerved). */
export const saveReportDefault = (id: string, reportDefault: ReportDefault) =>
  api<ClientReportDefaultAnswer>(`/api/user/client/reportDefault/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: { reportDefault },
  });
