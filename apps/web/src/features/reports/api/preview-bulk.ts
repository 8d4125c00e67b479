import type { BulkPreview, BulkPreviewBody } from '@hrwe/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/report/bulk/preview: a file (CSV, xlsx), pasted text, or the list as fixed on the screen. */
export const previewBulk = (input: { file: File } | BulkPreviewBody) => {
  if ('file' in input) {
    const body = new FormData();
    body.append('file', input.file);
    return api<BulkPreview>('/api/report/bulk/preview', { body });
  }
  return api<BulkPreview>('/api/report/bulk/preview', { body: input });
};

export const useBulkPreview = () => useMutation({ mutationFn: previewBulk });
