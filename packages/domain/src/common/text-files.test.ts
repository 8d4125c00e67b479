import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ATTACHMENT_EXTENSIONS,
  BILL_EXTENSIONS,
  CONTRACT_EXTENSIONS,
  checkUpload,
  fileExtension,
  hasAllowedExtension,
  MAX_UPLOAD_BYTES,
} from './files';
import { siNo, truncate50 } from './text';
import { fieldErrors } from './zod-issues';

describe('truncate50', () => {
  const fifty = 'a'.repeat(50);
  it.each([
    ['', ''],
    ['short', 'short'],
    [fifty, fifty],
    [`${fifty}b`, `${fifty}…`],
    ['x'.repeat(200), `${'x'.repeat(50)}…`],
    [`${'è'.repeat(51)}`, `${'è'.repeat(50)}…`],
  ])('%#', (input, out) => {
    expect(truncate50(input)).toBe(out);
  });
  it('treats missing text as empty', () => {
    expect(truncate50(null)).toBe('');
    expect(truncate50(undefined)).toBe('');
  });
  it('does not split an emoji', () => {
    expect(truncate50(`${'a'.repeat(49)}😀😀`)).toBe(`${'a'.repeat(49)}😀…`);
  });
});

describe('siNo', () => {
  it.each([
    [true, 'Sì'],
    [false, 'No'],
    [null, 'No'],
    [undefined, 'No'],
  ])('%s → %s', (v, s) => expect(siNo(v)).toBe(s));
});

describe('files', () => {
  it('lists the extensions and the 20 MiB limit', () => {
    expect(ATTACHMENT_EXTENSIONS).toEqual([
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
    ]);
    expect(MAX_UPLOAD_BYTES).toBe(20_971_520);
    expect(CONTRACT_EXTENSIONS).toEqual(['p7m']);
    expect(BILL_EXTENSIONS).toEqual(['pdf']);
  });
  it.each([
    ['a.pdf', 'pdf'],
    ['A.PDF', 'pdf'],
    ['report.final.docx', 'docx'],
    ['dir/x.JPEG', 'jpeg'],
    ['C:\\x\\y.xlsx', 'xlsx'],
    ['noext', ''],
    ['.bashrc', ''],
    ['trailing.', ''],
    ['', ''],
  ])('fileExtension(%s) = %s', (n, e) => expect(fileExtension(n)).toBe(e));
  it.each([
    ['a.pdf', true],
    ['a.PNG', true],
    ['a.jpg', true],
    ['a.txt', true],
    ['a.exe', false],
    ['a.pdf.exe', false],
    ['a.p7m', false],
    ['pdf', false],
    ['a.svg', false],
  ])('attachment %s → %s', (n, ok) => expect(hasAllowedExtension(n, ATTACHMENT_EXTENSIONS)).toBe(ok));
  it.each([
    [null, ATTACHMENT_EXTENSIONS, 'FILE_REQUIRED'],
    [{ name: '', size: 1 }, ATTACHMENT_EXTENSIONS, 'FILE_REQUIRED'],
    [{ name: 'a.exe', size: 1 }, ATTACHMENT_EXTENSIONS, 'FILE_TYPE_NOT_VALID'],
    [{ name: 'a.pdf', size: MAX_UPLOAD_BYTES + 1 }, ATTACHMENT_EXTENSIONS, 'FILE_TOO_LARGE'],
    [{ name: 'a.pdf', size: MAX_UPLOAD_BYTES }, ATTACHMENT_EXTENSIONS, null],
    [{ name: 'contract.p7m', size: 10 }, CONTRACT_EXTENSIONS, null],
    [{ name: 'contract.pdf', size: 10 }, CONTRACT_EXTENSIONS, 'FILE_TYPE_NOT_VALID'],
    [{ name: 'bill.pdf', size: 10 }, BILL_EXTENSIONS, null],
    [{ name: 'bill.png', size: 10 }, BILL_EXTENSIONS, 'FILE_TYPE_NOT_VALID'],
  ] as const)('checkUpload %#', (file, allowed, key) => {
    expect(checkUpload(file, allowed)).toBe(key);
  });
});

describe('fieldErrors', () => {
  it('keeps the first key per path', () => {
    const schema = z.object({ a: z.string().min(1, 'A').min(2, 'A2'), b: z.array(z.string().min(1, 'B')) });
    const r = schema.safeParse({ a: '', b: ['x', ''] });
    expect(r.success).toBe(false);
    if (!r.success) expect(fieldErrors(r.error)).toEqual({ a: 'A', 'b.1': 'B' });
  });
});
