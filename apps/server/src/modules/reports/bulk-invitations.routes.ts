import {
  BULK_FILE_LIMITS,
  BulkPreviewBodySchema,
  badRequest,
  type reportOperations,
  splitPastedEmails,
} from '@hrwe/domain';
import { contentMatchesExtension, readForm, type UploadRule } from '../../platform/files/upload';
import type { Implementation } from '../../platform/operations';
import { parseBody } from '../../platform/parse-body';
import { emailsOfFile, previewBulk } from './bulk-invitations.service';

/** A CSV (plain text) or an xlsx workbook, up to BULK_FILE_LIMITS.bytes; what it holds is checked as it is read. */
const bulkFileRule: UploadRule = {
  maxBytes: BULK_FILE_LIMITS.bytes,
  tooLargeKey: 'BULK_FILE_TOO_LARGE',
  extensions: ['csv', 'xlsx'],
  check: (content, ext) => contentMatchesExtension(content, ext === 'csv' ? 'txt' : ext),
};

/**
 * The preview of a bulk invitation on the new-request screen: a multipart upload (the field `file`) or JSON (pasted
 * text, or the list as fixed on the screen). The request itself is created by `create`.
 */
export const bulkPreview: Implementation<typeof reportOperations.bulkPreview> = {
  upload: bulkFileRule,
  handler: async ({ caller, deps, body, request }) => {
    let emails: string[];
    if (request.isMultipart()) {
      const { file } = await readForm(request);
      if (!file) throw badRequest('FILE_REQUIRED', { file: 'FILE_REQUIRED' });
      emails = await emailsOfFile(file, request.log);
    } else {
      const input = parseBody(BulkPreviewBodySchema, body);
      emails = 'emails' in input ? input.emails : splitPastedEmails(input.text);
    }
    return previewBulk(deps.db, caller, emails);
  },
};
