import { type DocumentStatus, documentOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { invalidateDocuments } from './invalidate';

/** Opens or closes a request (administrator). */
export const updateDocumentStatus = ({ id, status }: { id: string; status: DocumentStatus }) =>
  call(documentOperations.setStatus, { params: { id, status } });

export function useUpdateDocumentStatus() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateDocumentStatus, onSettled: () => invalidateDocuments(qc) });
}
