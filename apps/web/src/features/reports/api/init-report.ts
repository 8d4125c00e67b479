import { reportOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** A request number reserved for this form (creation with it is idempotent). */
export const initReport = (signal?: AbortSignal) => call(reportOperations.init, { signal });

/** Asked once per visit of the form: never refetched while the form is open, so the number shown is the one sent. */
export const initReportQuery = () =>
  queryOptions({
    queryKey: ['report-init'],
    queryFn: ({ signal }) => initReport(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useInitReport = () => useQuery(initReportQuery());
