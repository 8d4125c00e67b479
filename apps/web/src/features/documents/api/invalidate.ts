import { documentOperations, pathOf } from '@hrwe/domain';
import type { QueryClient } from '@tanstack/react-query';
import { listsUnder } from '@/components/data-table';

/** Every document list: the requests and a request's uploads (both under the list's folder). */
const DOCUMENT_LISTS = listsUnder(pathOf(documentOperations.list).replace(/\/all$/, '/'));

/** Reloads the document lists (the list and a document's uploads), not every table of the app, and the details. */
export const invalidateDocuments = (qc: QueryClient) =>
  Promise.all([qc.invalidateQueries(DOCUMENT_LISTS), qc.invalidateQueries({ queryKey: ['documents'] })]);
