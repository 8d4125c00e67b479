import type { DocumentStatus } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateDocuments } from './invalidate';

/** PATCH /api/document/upload/update/status/{id}/{OPEN|CLOSE} (administrator). */
export const updateDocumentStatus = ({ id, status }: { id: string; status: DocumentStatus }) =>
  api<{ id: string; status: DocumentStatus }>(`/api/document/upload/update/status/${id}/${status}`, {
    method: 'PATCH',
  });

export function useUpdateDocumentStatus() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateDocumentStatus, onSettled: () => invalidateDocuments(qc) });
}
