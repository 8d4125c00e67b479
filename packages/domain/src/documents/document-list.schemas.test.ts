import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../common/zod-issues';
import { CreateDocumentRequestSchema, documentStatusFromCheckbox } from './document.states';
import { DocumentListQuerySchema, isUserId } from './document-list.schemas';

describe('document list query', () => {
  it('accepts status and type', () => {
    expect(DocumentListQuerySchema.parse({ status: 'CLOSE', type: 'Visura Camerale' })).toMatchObject({
      status: 'CLOSE',
      type: 'Visura Camerale',
    });
  });
  it('refuses unknown values', () => {
    expect(DocumentListQuerySchema.safeParse({ status: 'DONE' }).success).toBe(false);
    expect(DocumentListQuerySchema.safeParse({ type: 'Fattura' }).success).toBe(false);
  });
});

describe('document requests', () => {
  it('recognises a user id', () => {
    expect(isUserId('2f1c7a4e-9b0d-4c1e-8f3a-1234567890ab')).toBe(true);
    expect(isUserId('mario@example.it')).toBe(false);
  });
  it('maps the toggle (checked = OPEN)', () => {
    expect(documentStatusFromCheckbox(true)).toBe('OPEN');
    expect(documentStatusFromCheckbox(false)).toBe('CLOSE');
  });
  it('names each missing field with its key', () => {
    const r = CreateDocumentRequestSchema.safeParse({ hrUser: '', type: '', name: ' ', description: '' });
    const keys = fieldErrors(r.error!);
    expect(keys).toEqual({
      hrUser: 'HR_USER_REQUIRED',
      type: 'DOCUMENT_TYPE_REQUIRED',
      name: 'DOCUMENT_NAME_REQUIRED',
      description: 'DOCUMENT_DESCRIPTION_REQUIRED',
    });
  });
});
