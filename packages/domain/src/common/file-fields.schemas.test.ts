import { describe, expect, it } from 'vitest';
import { ContractFormSchema, InvoiceFormSchema } from './file-fields.schemas';

const keyOf = (file: unknown) => {
  const r = ContractFormSchema.safeParse({ file });
  return r.success ? null : r.error.issues[0]!.message;
};

describe('ContractFormSchema', () => {
  it('accepts a signed .p7m', () => {
    expect(keyOf({ name: 'contratto.pdf.p7m', size: 1000 })).toBeNull();
  });
  it.each([
    [null, 'FILE_REQUIRED'],
    [{ name: 'contratto.pdf', size: 1000 }, 'FILE_WRONG_TYPE'],
    [{ name: 'contratto.p7m', size: 21 * 1024 * 1024 }, 'FILE_TOO_LARGE'],
  ])('%j is refused with %s', (file, key) => {
    expect(keyOf(file)).toBe(key);
  });
});

describe('InvoiceFormSchema', () => {
  it('accepts a PDF and refuses anything else', () => {
    expect(InvoiceFormSchema.safeParse({ file: { name: 'fattura.pdf', size: 10 } }).success).toBe(true);
    const png = InvoiceFormSchema.safeParse({ file: { name: 'fattura.png', size: 10 } });
    expect(png.error?.issues[0]?.message).toBe('FILE_TYPE_NOT_VALID');
  });
});
