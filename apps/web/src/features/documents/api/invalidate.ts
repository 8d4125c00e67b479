import type { QueryClient } from '@tanstack/react-query';
import { listsUnder } from '@/components/data-table';

/** Reloads the document lists (the list and a document's uploads), not every table of the app, and the details. */
export const invalidateDocuments = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries(listsUnder('/api/document/')),
    qc.invalidateQueries({ queryKey: ['documents'] }),
  ]);
