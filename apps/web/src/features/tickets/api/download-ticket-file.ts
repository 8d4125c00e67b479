import { TICKETS_BASE } from './ticket-lists';

/** GET file/{fileId}: an attachment's download address (a plain link: the browser saves the attachment). */
export const ticketFileUrl = (fileId: string) => `${TICKETS_BASE}/file/${fileId}`;
