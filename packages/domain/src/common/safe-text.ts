/**
 * Input hygiene shared by every text field and file name: characters that no person types into a form and that
 * break storage or mislead readers are refused, with one message key.
 *   - C0 controls except tab, line feed and carriage return (NUL breaks PostgreSQL text), DEL and the C1 controls;
 *   - bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): "invoice‮fdp.exe";
 *   - unpaired UTF-16 surrogates (not valid Unicode; PostgreSQL refuses them).
 */
export const TEXT_CHARACTER_NOT_ALLOWED = 'TEXT_CHARACTER_NOT_ALLOWED';

const UNSAFE_SOURCE = String.raw`[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]`;
const UNSAFE = new RegExp(UNSAFE_SOURCE);
const UNSAFE_ALL = new RegExp(UNSAFE_SOURCE, 'g');

/** True when the text holds none of the refused characters. */
export function isSafeText(text: string): boolean {
  return !UNSAFE.test(text);
}

/** The dotted paths of every string in a parsed JSON value (body, query, params) that holds a refused character. */
export function unsafeTextPaths(value: unknown, path = '', found: string[] = [], depth = 0): string[] {
  if (found.length >= 20 || depth > 20) return found;
  if (typeof value === 'string') {
    if (!isSafeText(value)) found.push(path || '_');
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries())
      unsafeTextPaths(v, path ? `${path}.${i}` : String(i), found, depth + 1);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const p = path ? `${path}.${k}` : k;
      if (!isSafeText(k)) found.push(p);
      else unsafeTextPaths(v, p, found, depth + 1);
    }
  }
  return found;
}

/**
 * A file name as it is stored and shown: refused characters (and line breaks and tabs) removed, path separators
 * replaced, at most 200 characters; a name left empty becomes 'file'.
 */
export function cleanFileName(name: string): string {
  const cleaned = name
    .replace(UNSAFE_ALL, '')
    .replace(/[\t\n\r\u200E\u200F\u061C]/g, '')
    .replace(/[/\\]/g, '_')
    .trim();
  return Array.from(cleaned).slice(0, 200).join('') || 'file';
}
