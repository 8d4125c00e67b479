import { pathOf, ticketOperations } from '@hrwe/domain';
import { listsUnder } from '@/components/data-table';

/** A ticket's change reloads the ticket lists, not every table of the app. */
export const TICKET_LISTS = listsUnder(pathOf(ticketOperations.list).replace(/parent\/list$/, ''));

/** The multipart body of a ticket or a reply: its text fields (empty ones left out) and the optional file. */
export function ticketForm(fields: Record<string, string | undefined>, file: File | null) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v) body.append(k, v);
  if (file) body.append('file', file, file.name);
  return body;
}
