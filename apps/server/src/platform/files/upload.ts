import {
  ATTACHMENT_EXTENSIONS,
  badRequest,
  cleanFileName,
  isSafeText,
  MAX_UPLOAD_BYTES,
  TEXT_CHARACTER_NOT_ALLOWED,
} from '@hrwe/domain';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';

export type UploadRule = {
  /** Largest accepted file; the stream is cut and refused as soon as it passes this size. */
  maxBytes: number;
  /** Accepted name endings, lower case, without the dot. */
  extensions: string[];
  /** Checks the content really is what the ending says (magic bytes or a parse); false refuses the file. */
  check?: (content: Buffer, extension: string) => boolean | Promise<boolean>;
};

export type Upload = {
  name: string;
  extension: string;
  mime: string;
  content: Buffer;
  fields: Record<string, string>;
};

const extensionOf = (name: string) => (name.match(/\.([A-Za-z0-9]+)$/)?.[1] ?? '').toLowerCase();

export type FormWithFile = { fields: Record<string, string>; file: Upload | null };

/**
 * A form that may carry one file: its text fields and the file (null when none was sent), checked under `rule`
 * (extension, size while streaming, real content). A JSON body gives its string fields and no file, so the same
 * call accepts both encodings. Errors are keys the UI shows: FILE_TOO_LARGE, FILE_WRONG_TYPE ('Tipo di file errato').
 */
export async function readForm(request: FastifyRequest, rule: UploadRule): Promise<FormWithFile> {
  const fields: Record<string, string> = {};
  if (!request.isMultipart()) {
    for (const [k, v] of Object.entries((request.body ?? {}) as Record<string, unknown>)) {
      if (typeof v === 'string') fields[k] = v;
    }
    return { fields, file: null };
  }
  let file: Upload | null = null;
  const parts = request.parts({ limits: { fileSize: rule.maxBytes, files: 1, fields: 20 } });
  for await (const part of withFileCount(parts)) {
    if (part.type === 'field') {
      const value = String(part.value);
      if (!isSafeText(value) || !isSafeText(part.fieldname))
        throw badRequest('VALIDATION_FAILED', { [part.fieldname]: TEXT_CHARACTER_NOT_ALLOWED });
      fields[part.fieldname] = value;
      continue;
    }
    if (!part.filename) {
      part.file.resume();
      continue;
    }
    const name = cleanFileName(part.filename);
    const extension = extensionOf(name);
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
      name,
      extension,
      mime: mimeOf(extension),
      content,
      fields,
    };
  }
  return { fields, file };
}

/**
 * The parts of a form; a second file is TOO_MANY_FILES (busboy's files limit), not a size problem, and a body that
 * is not multipart at all ("Multipart: Boundary not found", found by the fuzz test) is a bad request, not a 500.
 */
async function* withFileCount<T>(parts: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    yield* parts;
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT')
      throw badRequest('TOO_MANY_FILES', { file: 'TOO_MANY_FILES' });
    if (/^(Multipart|Unsupported content type|Unexpected end of form)/i.test((err as Error).message ?? ''))
      throw badRequest('BAD_REQUEST');
    throw err;
  }
}

/** One required (or optional) file with its fields; a missing required file is FILE_REQUIRED. */
export async function readUpload(
  request: FastifyRequest,
  rule: UploadRule,
  required = true,
): Promise<Upload | null> {
  const { file } = await readForm(request, rule);
  if (!file && required) throw badRequest('FILE_REQUIRED', { file: 'FILE_REQUIRED' });
  return file;
}

const MIMES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  txt: 'text/plain',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  p7m: 'application/pkcs7-mime',
};
export const mimeOf = (extension: string) => MIMES[extension] ?? 'application/octet-stream';

/** What the magic bytes of each accepted ending must say (file-type's detected extension). */
const MAGIC: Record<string, string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
};

/** Content check for office documents, PDFs, images and plain text. */
export async function contentMatchesExtension(content: Buffer, extension: string): Promise<boolean> {
  if (extension === 'txt') return isPlainText(content);
  const expected = MAGIC[extension];
  if (!expected) return false;
  const detected = await fileTypeFromBuffer(content);
  return !!detected && expected.includes(detected.ext);
}

/** UTF-8 without NUL bytes or other binary control characters. */
function isPlainText(content: Buffer): boolean {
  const sample = content.subarray(0, 64 * 1024);
  for (const b of sample) if (b === 0 || (b < 9 && b !== 0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, Math.max(0, sample.length - 4)));
    return true;
  } catch {
    return false;
  }
}

export { ATTACHMENT_EXTENSIONS, MAX_UPLOAD_BYTES };
export const attachmentRule: UploadRule = {
  maxBytes: MAX_UPLOAD_BYTES,
  extensions: [...ATTACHMENT_EXTENSIONS],
  check: contentMatchesExtension,
};
export const pdfRule: UploadRule = {
  maxBytes: MAX_UPLOAD_BYTES,
  extensions: ['pdf'],
  check: contentMatchesExtension,
};
