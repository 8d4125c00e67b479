import type { DocumentStatus } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listsUnder } from '@/components/data-table';
import { api } from '@/lib/api';
import { useCreateOnce } from '@/lib/create-once';
import type { DocumentRequest } from './types';

const invalidate = (qc: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    // The document lists (the list and a document's uploads), not every table of the app.
    qc.invalidateQueries(listsUnder('/api/document/')),
    qc.invalidateQueries({ queryKey: ['documents'] }),
  ]);

export type CreateDocumentValues = {
  hrUser: string;
  type: string;
  name: string;
  description: string;
  file: File | null;
};

/** POST /api/document/upload/new (administrator): multipart with the optional attachment. */
export function createDocumentRequest(v: CreateDocumentValues, idempotencyKey?: string) {
  const body = new FormData();
  body.append('hrUser', v.hrUser);
  body.append('type', v.type);
  body.append('name', v.name);
  body.append('description', v.description);
  if (v.file) body.append('file', v.file, v.file.name);
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
  return api<DocumentRequest>('/api/document/upload/new', { method: 'POST', body, headers });
}

/** One document request per form even on a double click or a retry after a lost answer. */
export function useCreateDocumentRequest() {
  const qc = useQueryClient();
  const send = useCreateOnce(createDocumentRequest);
  return useMutation({ mutationFn: send, onSuccess: () => invalidate(qc) });
}

/** PATCH /api/document/upload/update/status/{id}/{OPEN|CLOSE} (administrator). */
export function useUpdateDocumentStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: DocumentStatus }) =>
      api(`/api/document/upload/update/status/${id}/${status}`, { method: 'PATCH' }),
    onSettled: () => invalidate(qc),
  });
}

/** POST /api/document/upload/add/file/{id} (the addressed HR user, while OPEN). */
export function addDocumentFile(v: { id: string; file: File }, idempotencyKey?: string) {
  const body = new FormData();
  body.append('file', v.file, v.file.name);
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
  return api(`/api/document/upload/add/file/${v.id}`, { method: 'POST', body, headers });
}

/** One upload per file even on a double click or a retry after a lost answer. */
export function useAddDocumentFile() {
  const qc = useQueryClient();
  const send = useCreateOnce(addDocumentFile);
  return useMutation({ mutationFn: send, onSuccess: () => invalidate(qc) });
}
