import { badRequest } from '@hrwe/domain';
import type { FastifyRequest } from 'fastify';
import { mimeOf, type Upload, type UploadRule } from './upload';

export type FormWithFile = { fields: Record<string, string>; file: Upload | null };

const extensionOf = (name: string) => (name.match(/\.([A-Za-z0-9]+)$/)?.[1] ?? '').toLowerCase();

/**
 * A form that may carry one file: its text fields and the file (null when none was sent), checked under `rule`
 * (extension, size while streaming, real content) exactly as readUpload does. A JSON body gives its string
 * fields and no file, so the same call accepts both encodings.
 */
export async function readForm(request: FastifyRequest, rule: UploadRule): Promise<FormWithFile> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string') fields[k] = v;
    return { fields, file: null };
  }
  const fields: Record<string, string> = {};
  let file: Upload | null = null;
  for await (const part of request.parts({ limits: { fileSize: rule.maxBytes, files: 1, fields: 20 } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (!part.filename) {
      part.file.resume();
      continue;
    }
    const extension = extensionOf(part.filename);
    if (!rule.extensions.includes(extension)) {
      part.file.resume();
      throw badRequest('FILE_WRONG_TYPE', { file: 'FILE_WRONG_TYPE' });
    }
    const content = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE')
        throw badRequest('FILE_TOO_LARGE', { file: 'FILE_TOO_LARGE' });
      throw err;
    });
    if (content.length === 0 || (rule.check && !(await rule.check(content, extension)))) {
      throw badRequest('FILE_WRONG_TYPE', { file: 'FILE_WRONG_TYPE' });
    }
    file = {
      name: part.filename.replace(/[/\\]/g, '_').slice(0, 200),
      extension,
      mime: mimeOf(extension),
      content,
      fields,
    };
  }
  return { fields, file };
}
