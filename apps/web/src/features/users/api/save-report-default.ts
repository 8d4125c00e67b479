import { type ReportDefault, userOperations } from '@hrwe/domain';
import { call } from '@/lib/call';

/** 'cc' (CRIF e CRIBIS) or 'ce' (Cerved). */
export const saveReportDefault = (id: string, reportDefault: ReportDefault) =>
  call(userOperations.setReportDefault, { params: { id }, body: { reportDefault } });
