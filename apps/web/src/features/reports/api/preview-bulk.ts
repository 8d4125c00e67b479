import { type BulkPreviewBody, reportOperations } from '@hrwe/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** The preview of a bulk invitation: a file (CSV, xlsx), pasted text, or the list as fixed on the screen. */
export const previewBulk = (input: { file: File } | BulkPreviewBody) => {
  if (!('file' in input)) return call(reportOperations.bulkPreview, { body: input });
  const form = new FormData();
  form.append('file', input.file);
  return call(reportOperations.bulkPreview, { form });
};

export const useBulkPreview = () => useMutation({ mutationFn: previewBulk });
