import { describe, expect, it } from 'vitest';
import { canChangeDocumentStatus, canUploadDocument } from '../auth/permissions';
import { ROLE_ADMIN, ROLE_USER } from '../auth/roles';
import { fieldErrors } from '../common/zod-issues';
import {
  CreateDocumentRequestSchema,
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_TYPES,
  documentStatusSchema,
} from './document.states';

describe('documents', () => {
  it('types and labels', () => {
    expect(DOCUMENT_TYPES).toEqual(['Contratto', 'Privacy', 'Visura Camerale', 'Altro']);
    expect(DOCUMENT_STATUS_LABELS).toEqual({ OPEN: 'Aperto', CLOSE: 'Chiuso' });
  });
  it.each([
    [ROLE_USER, 'OPEN', true],
    [ROLE_USER, 'CLOSE', false],
    [ROLE_ADMIN, 'OPEN', false],
    [ROLE_ADMIN, 'CLOSE', false],
  ] as const)('%s uploads on %s: %s', (role, status, ok) => expect(canUploadDocument(role, status)).toBe(ok));
  it('only administrators toggle', () => {
    expect(canChangeDocumentStatus(ROLE_ADMIN)).toBe(true);
    expect(canChangeDocumentStatus(ROLE_USER)).toBe(false);
  });
  it.each(['open', 'CLOSED', ''])('refuses status %j', (s) => {
    expect(documentStatusSchema.safeParse(s).error?.issues[0]?.message).toBe('DOCUMENT_STATUS_NOT_VALID');
  });
  const ok = {
    hrUser: 'HR@x.it',
    type: 'Visura Camerale',
    name: 'Visura 2026',
    description: 'Ultima visura',
  };
  it('accepts a request', () => expect(CreateDocumentRequestSchema.parse(ok).hrUser).toBe('hr@x.it'));
  it.each(DOCUMENT_TYPES)('accepts type %s', (type) => {
    expect(CreateDocumentRequestSchema.safeParse({ ...ok, type }).success).toBe(true);
  });
  it.each([
    ['hrUser', '', 'HR_USER_REQUIRED'],
    ['hrUser', 'nope', 'EMAIL_NOT_VALID'],
    ['type', 'Fattura', 'DOCUMENT_TYPE_REQUIRED'],
    ['type', undefined, 'DOCUMENT_TYPE_REQUIRED'],
    ['name', ' ', 'DOCUMENT_NAME_REQUIRED'],
    ['description', '', 'DOCUMENT_DESCRIPTION_REQUIRED'],
  ])('%s = %j → %s', (field, value, key) => {
    const r = CreateDocumentRequestSchema.safeParse({ ...ok, [field]: value });
    expect(r.success ? {} : fieldErrors(r.error)).toEqual({ [field]: key });
  });
});
