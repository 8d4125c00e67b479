import type { DocumentFileAdded } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useCreateOnce } from '@/lib/create-once';
import { invalidateDocuments } from './invalidate';

/** POST /api/document/upload/add/file/{id} (the addressed HR user, while OPEN). */
export function addDocumentFile(v: { id: string; file: File }, idempotencyKey?: string) {
  const body = new FormData();
  body.append('file', v.file, v.file.name);
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
  return api<DocumentFileAdded>(`/api/document/upload/add/file/${v.id}`, { method: 'POST', body, headers });
}

/** One upload per file even on a double click or a retry after a lost answer. */
export function useAddDocumentFile() {
  const qc = useQueryClient();
  const send = useCreateOnce(addDocumentFile);
  return useMutation({ mutationFn: send, onSuccess: () => invalidateDocuments(qc) });
}
