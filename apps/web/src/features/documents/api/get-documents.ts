/** GET /api/document/upload/all (listing protocol): the document requests, read through the shared DataTable. */
export const DOCUMENTS_URL = '/api/document/upload/all';
