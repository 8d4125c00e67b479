import { documentOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useCreateOnce } from '@/lib/create-once';
import { invalidateDocuments } from './invalidate';

export type CreateDocumentValues = {
  hrUser: string;
  type: string;
  name: string;
  description: string;
  file: File | null;
};

/** The administrator's request: multipart with the optional attachment. */
export function createDocumentRequest(v: CreateDocumentValues, idempotencyKey?: string) {
  const form = new FormData();
  form.append('hrUser', v.hrUser);
  form.append('type', v.type);
  form.append('name', v.name);
  form.append('description', v.description);
  if (v.file) form.append('file', v.file, v.file.name);
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
  return call(documentOperations.create, { form, headers });
}

/** One document request per form even on a double click or a retry after a lost answer. */
export function useCreateDocumentRequest() {
  const qc = useQueryClient();
  const send = useCreateOnce(createDocumentRequest);
  return useMutation({ mutationFn: send, onSuccess: () => invalidateDocuments(qc) });
}
