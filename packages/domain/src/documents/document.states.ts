import { z } from 'zod';
import { emailWith, requiredText } from '../validation/fields.schemas';

export const DOCUMENT_STATUSES = ['OPEN', 'CLOSE'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = { OPEN: 'Aperto', CLOSE: 'Chiuso' };
export const documentStatusSchema = z.enum(DOCUMENT_STATUSES, { error: 'DOCUMENT_STATUS_NOT_VALID' });

export const DOCUMENT_TYPES = ['Contratto', 'Privacy', 'Visura Camerale', 'Altro'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The admin toggle: checked = OPEN. */
export function documentStatusFromCheckbox(checked: boolean): DocumentStatus {
  return checked ? 'OPEN' : 'CLOSE';
}

/** The administrator's document request (the optional file travels as a multipart part). */
export const CreateDocumentRequestSchema = z.object({
  hrUser: emailWith('HR_USER_REQUIRED'),
  type: z.enum(DOCUMENT_TYPES, { error: 'DOCUMENT_TYPE_REQUIRED' }),
  name: requiredText('DOCUMENT_NAME_REQUIRED'),
  description: requiredText('DOCUMENT_DESCRIPTION_REQUIRED', 2000),
});
export type CreateDocumentRequestInput = z.infer<typeof CreateDocumentRequestSchema>;

/** The HR user's upload on a request: a file is required (the attachment rules check it as it is chosen). */
export const DocumentUploadFormSchema = z.object({
  file: z.custom((v) => v !== null && v !== undefined, { error: 'DOCUMENT_FILE_REQUIRED' }),
});
