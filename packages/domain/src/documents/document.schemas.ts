import { z } from 'zod';
import { listResultSchema } from '../common/listing';
import { DOCUMENT_STATUSES } from './document.states';

/** A stored file as a list or a detail names it: its id (for the download) and its name. */
export const FileRefSchema = z.object({ id: z.string(), name: z.string() });
export type FileRef = z.infer<typeof FileRefSchema>;

/** A document request of GET /api/document/upload/all, and the answer of its creation. */
export const DocumentSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  createDate: z.string(),
  hrUserEmail: z.string().nullable(),
  hrUserFullName: z.string().nullable(),
  optionalFile: FileRefSchema.nullable(),
  lastUpload: z
    .object({ fileId: z.string(), name: z.string(), uploadDate: z.string().nullable() })
    .nullable(),
});
export type DocumentRequest = z.infer<typeof DocumentSchema>;

/** An upload of a request (the administrator's list of a request's uploads). */
export const DocumentUploadSchema = z.object({
  id: z.string(),
  fileId: z.string(),
  fileName: z.string(),
  uploadDate: z.string(),
  uploadedBy: z.string(),
});
export type DocumentUpload = z.infer<typeof DocumentUploadSchema>;

/** GET /api/document/upload/get/{id}: the request, with every upload for the administrator (null otherwise). */
export const DocumentDetailSchema = DocumentSchema.extend({
  uploads: listResultSchema(DocumentUploadSchema).nullable(),
});
export type DocumentDetail = z.infer<typeof DocumentDetailSchema>;

/** The approved HR users a request may be addressed to. */
export const DocumentHrUserSchema = z.object({ id: z.string(), email: z.string(), fullName: z.string() });
export type DocumentHrUser = z.infer<typeof DocumentHrUserSchema>;

export const DocumentStatusAnswerSchema = z.object({ id: z.string(), status: z.enum(DOCUMENT_STATUSES) });

/** The answer of a file uploaded on a request. */
export const DocumentFileAddedSchema = z.object({
  id: z.string(),
  fileId: z.string(),
  name: z.string(),
  uploadDate: z.string(),
});
export type DocumentFileAdded = z.infer<typeof DocumentFileAddedSchema>;
