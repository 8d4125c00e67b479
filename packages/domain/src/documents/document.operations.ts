import { z } from 'zod';
import { operation } from '../api/operation';
import { FileDownloadSchema } from '../common/answers.schemas';
import { ListQuerySchema, listResultSchema } from '../common/listing';
import { UuidSchema, uuidParams } from '../common/params.schemas';
import {
  DocumentDetailSchema,
  DocumentFileAddedSchema,
  DocumentHrUserSchema,
  DocumentSchema,
  DocumentStatusAnswerSchema,
  DocumentUploadSchema,
} from './document.schemas';
import { documentStatusSchema } from './document.states';
import { DocumentListQuerySchema } from './document-list.schemas';

const BASE = '/api/document/upload';
const tags = ['documents'] as const;

/** Document requests: an administrator asks an HR user for a document, the HR user uploads it. */
export const documentOperations = {
  list: operation({
    method: 'GET',
    path: `${BASE}/all`,
    access: 'activeUser',
    tags,
    summary:
      'Document requests (HR user: addressed to them; administrator: the tenant’s); ?format=xlsx|pdf exports',
    query: DocumentListQuerySchema,
    responses: { 200: listResultSchema(DocumentSchema) },
  }),
  hrUsers: operation({
    method: 'GET',
    path: `${BASE}/hr-users`,
    access: 'admin',
    tags,
    summary: 'The tenant’s approved HR users (administrator), for the request form',
    responses: { 200: z.array(DocumentHrUserSchema) },
  }),
  create: operation({
    method: 'POST',
    path: `${BASE}/new`,
    access: 'admin',
    tags,
    summary:
      'Request a document from an HR user (administrator; multipart: hrUser, type, name, description, file?)',
    multipart: true,
    responses: { 201: DocumentSchema },
    errors: ['VALIDATION_FAILED', 'FILE_WRONG_TYPE', 'FILE_TOO_LARGE'],
  }),
  setStatus: operation({
    method: 'PATCH',
    path: `${BASE}/update/status/:id/:status`,
    access: 'admin',
    tags,
    summary: 'Open or close a request (administrator)',
    params: z.object({ id: UuidSchema, status: documentStatusSchema }),
    responses: { 200: DocumentStatusAnswerSchema },
  }),
  get: operation({
    method: 'GET',
    path: `${BASE}/get/:id`,
    access: 'activeUser',
    tags,
    summary: 'A request: for the HR user with their last upload, for the administrator with every upload',
    params: uuidParams('id'),
    query: ListQuerySchema,
    responses: { 200: DocumentDetailSchema },
  }),
  uploads: operation({
    method: 'GET',
    path: `${BASE}/get/:id/uploads`,
    access: 'admin',
    tags,
    summary: 'Every upload of a request, 10 per page, newest first (administrator)',
    params: uuidParams('id'),
    query: ListQuerySchema,
    responses: { 200: listResultSchema(DocumentUploadSchema) },
  }),
  addFile: operation({
    method: 'POST',
    path: `${BASE}/add/file/:id`,
    access: 'activeUser',
    tags,
    summary:
      'Upload a file on an OPEN request (the addressed HR user; multipart: file; Idempotency-Key makes a repeat answer the first upload)',
    params: uuidParams('id'),
    multipart: true,
    responses: { 201: DocumentFileAddedSchema },
    errors: ['FILE_REQUIRED', 'DOCUMENT_CLOSED', 'FILE_WRONG_TYPE', 'FILE_TOO_LARGE'],
  }),
  file: operation({
    method: 'GET',
    path: '/api/document/file/:fileId',
    access: 'activeUser',
    tags,
    summary: 'Download a request’s attachment or an upload the caller may see',
    params: uuidParams('fileId'),
    responses: { 200: FileDownloadSchema },
  }),
};
