import { type CreateReportInput, reportOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useCreateOnce } from '@/lib/create-once';
import { REPORT_LIST_KEY } from './report-lists';

export const createReport = (body: CreateReportInput) => call(reportOperations.create, { body });

/** Once per form even on a double click (the reserved number makes a retry safe). */
export const useCreateReport = () => {
  const client = useQueryClient();
  const send = useCreateOnce(createReport);
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: REPORT_LIST_KEY }),
  });
};
