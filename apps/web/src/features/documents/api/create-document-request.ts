import type { DocumentRequest } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useCreateOnce } from '@/lib/create-once';
import { invalidateDocuments } from './invalidate';

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
  return useMutation({ mutationFn: send, onSuccess: () => invalidateDocuments(qc) });
}
