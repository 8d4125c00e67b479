import { documentOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useCreateOnce } from '@/lib/create-once';
import { invalidateDocuments } from './invalidate';

/** The addressed HR user's upload, while the request is OPEN. */
export function addDocumentFile(v: { id: string; file: File }, idempotencyKey?: string) {
  const form = new FormData();
  form.append('file', v.file, v.file.name);
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
  return call(documentOperations.addFile, { params: { id: v.id }, form, headers });
}

/** One upload per file even on a double click or a retry after a lost answer. */
export function useAddDocumentFile() {
  const qc = useQueryClient();
  const send = useCreateOnce(addDocumentFile);
  return useMutation({ mutationFn: send, onSuccess: () => invalidateDocuments(qc) });
}
