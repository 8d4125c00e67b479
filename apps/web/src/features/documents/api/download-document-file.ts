/** GET /api/document/file/{fileId}: a request's attachment or an upload (a plain link: the browser saves it). */
export const fileUrl = (fileId: string) => `/api/document/file/${fileId}`;
