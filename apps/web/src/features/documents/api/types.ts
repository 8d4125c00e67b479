import type { DocumentStatus, DocumentType } from '@hrwe/domain';
import type { ListResult } from '@/components/data-table';

export const DOCUMENTS_URL = '/api/document/upload/all';
export const fileUrl = (fileId: string) => `/api/document/file/${fileId}`;

export type DocumentRequest = {
  id: string;
  type: DocumentType;
  name: string;
  description: string;
  status: DocumentStatus;
  createDate: string;
  hrUserEmail: string | null;
  hrUserFullName: string | null;
  optionalFile: { id: string; name: string } | null;
  lastUpload: { fileId: string; name: string; uploadDate: string | null } | null;
};

export type DocumentUpload = {
  id: string;
  fileId: string;
  fileName: string;
  uploadDate: string;
  uploadedBy: string;
};

export type DocumentDetail = DocumentRequest & { uploads: ListResult<DocumentUpload> | null };
