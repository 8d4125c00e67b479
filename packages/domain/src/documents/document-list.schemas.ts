import { z } from 'zod';
import { ListQuerySchema } from '../common/listing';
import { isUuid } from '../common/params.schemas';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from './document.states';

/** file/list filters (optional): status and document type. */
export const DocumentListQuerySchema = ListQuerySchema.extend({
  status: z.enum(DOCUMENT_STATUSES, { error: 'DOCUMENT_STATUS_NOT_VALID' }).optional(),
  type: z.enum(DOCUMENT_TYPES, { error: 'DOCUMENT_TYPE_REQUIRED' }).optional(),
});
export type DocumentListQuery = z.infer<typeof DocumentListQuerySchema>;

/** The HR user a request is addressed to: an e-mail (as the specification sends) or the user's id. */
export const isUserId = (s: string) => isUuid(s.trim());
