import { pathOf, reportOperations } from '@hrwe/domain';
import { listQueryKey } from '@/components/data-table';

/** The report history's table (its query key: a created report reloads it). */
export const REPORT_LIST_KEY = listQueryKey(pathOf(reportOperations.list));

/** The table of a request's candidates (a re-sent invitation reloads it). */
export const requestCandidatesKey = (requestNumber: string) =>
  listQueryKey(pathOf(reportOperations.candidates, { requestNumber }));
