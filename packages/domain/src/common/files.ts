/** Upload rules shared by the forms and the server (which also checks the real content type). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export const ATTACHMENT_EXTENSIONS = [
  'xlsx',
  'xls',
  'doc',
  'docx',
  'ppt',
  'pptx',
  'txt',
  'pdf',
  'png',
  'jpg',
  'jpeg',
] as const;
export const CONTRACT_EXTENSIONS = ['p7m'] as const;
export const BILL_EXTENSIONS = ['pdf'] as const;

/** The lower-cased text after the last dot of a file name ('' when none). */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 || dot === base.length - 1 ? '' : base.slice(dot + 1).toLowerCase();
}

export function hasAllowedExtension(fileName: string, allowed: readonly string[]): boolean {
  const ext = fileExtension(fileName);
  return ext !== '' && allowed.includes(ext);
}

export type FileCheck = null | 'FILE_REQUIRED' | 'FILE_TYPE_NOT_VALID' | 'FILE_TOO_LARGE';

/** null when the file is acceptable, otherwise the message key of the first problem. */
export function checkUpload(
  file: { name: string; size: number } | null | undefined,
  allowed: readonly string[],
  maxBytes = MAX_UPLOAD_BYTES,
): FileCheck {
  if (!file?.name) return 'FILE_REQUIRED';
  if (!hasAllowedExtension(file.name, allowed)) return 'FILE_TYPE_NOT_VALID';
  if (file.size > maxBytes) return 'FILE_TOO_LARGE';
  return null;
}
