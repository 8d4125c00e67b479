import type { CreateReportInput, RequestNumberAnswer } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '@/components/data-table';
import { api } from '@/lib/api';
import { useCreateOnce } from '@/lib/create-once';
import { REPORT_LIST_URL } from './get-report-list';

/** POST /api/report/create. */
export const createReport = (body: CreateReportInput) =>
  api<RequestNumberAnswer>('/api/report/create', { method: 'POST', body });

/** Once per form even on a double click (the reserved number makes a retry safe). */
export const useCreateReport = () => {
  const client = useQueryClient();
  const send = useCreateOnce(createReport);
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: listQueryKey(REPORT_LIST_URL) }),
  });
};
