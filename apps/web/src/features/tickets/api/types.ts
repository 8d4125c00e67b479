import type { TicketStatus } from '@hrwe/domain';

export const TICKETS_URL = '/api/communication/assistenza/parent/list/user';
export const ticketFileUrl = (fileId: string) => `/api/communication/assistenza/file/${fileId}`;

export type Ticket = {
  threadId: string;
  subject: string;
  message: string;
  status: TicketStatus;
  insertDateTime: string;
  customer: string | null;
  customerName: string | null;
  attachment: { id: string; name: string } | null;
};

export type TicketMessage = {
  id: string;
  message: string;
  side: 'admin' | 'user';
  authorName: string | null;
  insertDateTime: string;
  attachment: { id: string; name: string } | null;
};
