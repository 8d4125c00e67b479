import {
  AppError,
  ATTACHMENT_EXTENSIONS,
  BILL_EXTENSIONS,
  badRequest,
  CONTRACT_EXTENSIONS,
  cleanFileName,
  type ErrorKeyOf,
  isSafeText,
  MAX_UPLOAD_BYTES,
  TEXT_CHARACTER_NOT_ALLOWED,
} from '@hrwe/domain';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads a multipart form with at most one file, under this rule (`readForm`). The declaration is the
     * one list of upload routes: the fuzz and the truncated-body tests walk it (`app.routeTable`).
     */
    upload?: UploadRule;
  }
}

export type UploadRule = {
  /** Largest accepted file; the stream is cut and refused as soon as it passes this size. */
  maxBytes: number;
  /** The key of a file past `maxBytes` (FILE_TOO_LARGE unless the route names its own limit). */
  tooLargeKey?: ErrorKeyOf<400>;
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
 * A form that may carry one file: its text fields and the file (null when none was sent), checked under the route's
 * `config.upload` rule (extension, size while streaming, real content). A JSON body gives its string fields and no
 * file, so the same call accepts both encodings. Errors are keys the UI shows: FILE_TOO_LARGE (or the rule's own),
 * FILE_WRONG_TYPE ('Tipo di file errato'); a form cut short or malformed is BAD_REQUEST.
 */
export async function readForm(request: FastifyRequest): Promise<FormWithFile> {
  const rule = request.routeOptions.config.upload;
  if (!rule) throw new Error(`${request.routeOptions.url} reads a form but declares no config.upload`);
  const fields: Record<string, string> = {};
  if (!request.isMultipart()) {
    for (const [k, v] of Object.entries((request.body ?? {}) as Record<string, unknown>)) {
      if (typeof v === 'string') fields[k] = v;
    }
    return { fields, file: null };
  }
  let file: Upload | null = null;
  const tooLarge = rule.tooLargeKey ?? 'FILE_TOO_LARGE';
  try {
    // busboy never finishes a form whose part it skips (no Content-Disposition) once that part passes the parts'
    // high-water mark: its parser stays paused and the request waits for ever (found by the upload fuzz test). Up
    // to the file limit nothing is held back anyway (the file is read whole), so the mark is set above it.
    const parts = request.parts({
      fileHwm: rule.maxBytes + 64 * 1024,
      limits: { fileSize: rule.maxBytes, files: 1, fields: 20 },
    });
    for await (const part of parts) {
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
      const content = await part.toBuffer();
      if (content.length === 0 || (rule.check && !(await rule.check(content, extension)))) {
        throw badRequest('FILE_WRONG_TYPE', { file: 'FILE_WRONG_TYPE' });
      }
      file = { name, extension, mime: mimeOf(extension), content, fields };
    }
  } catch (err) {
    throw formErrorOf(err, tooLarge);
  }
  return { fields, file };
}

/**
 * What went wrong while a form was read, as a key: a file past the size is the rule's key, a second file
 * TOO_MANY_FILES (busboy's files limit), not a size problem; a body that is not multipart at all ("Boundary not
 * found", found by the fuzz test) or is cut short ("Unexpected end of form", "… terminated early", the client gone)
 * is a bad request, not a 500 (issue 32). Anything else is ours and stays a 500.
 */
function formErrorOf(err: unknown, tooLarge: ErrorKeyOf<400>): unknown {
  if (err instanceof AppError) return err;
  const { code, message } = err as { code?: string; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badRequest(tooLarge, { file: tooLarge });
  if (code === 'FST_FILES_LIMIT') return badRequest('TOO_MANY_FILES', { file: 'TOO_MANY_FILES' });
  if (code?.startsWith('FST_') || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE')
    return badRequest('BAD_REQUEST');
  if (
    /multipart|boundary|unexpected end|terminated early|malformed|unsupported content type/i.test(
      message ?? '',
    )
  )
    return badRequest('BAD_REQUEST');
  return err;
}

/** One required (or optional) file with its fields; a missing required file is FILE_REQUIRED. */
export async function readUpload(request: FastifyRequest, required = true): Promise<Upload | null> {
  const { file } = await readForm(request);
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
/** The administrator's invoice: the web's InvoiceFormSchema checks the same list. */
export const pdfRule: UploadRule = {
  maxBytes: MAX_UPLOAD_BYTES,
  extensions: [...BILL_EXTENSIONS],
  check: contentMatchesExtension,
};
/** The wizard's signed contract (its content is read as a .p7m by the route): the web's ContractFormSchema list. */
export const contractRule: UploadRule = { maxBytes: MAX_UPLOAD_BYTES, extensions: [...CONTRACT_EXTENSIONS] };
