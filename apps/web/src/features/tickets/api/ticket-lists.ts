import { listsUnder } from '@/components/data-table';

export const TICKETS_BASE = '/api/communication/assistenza';

/** GET parent/list/user (listing protocol): the tickets, read through the shared DataTable. */
export const TICKETS_URL = `${TICKETS_BASE}/parent/list/user`;

/** A ticket's change reloads the ticket lists, not every table of the app. */
export const TICKET_LISTS = listsUnder(`${TICKETS_BASE}/`);

/** The multipart body of a ticket or a reply: its text fields (empty ones left out) and the optional file. */
export function ticketForm(fields: Record<string, string | undefined>, file: File | null) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v) body.append(k, v);
  if (file) body.append('file', file, file.name);
  return body;
}
