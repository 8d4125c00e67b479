import { documentOperations } from '@hrwe/domain';
import { hrefOf } from '@/lib/call';

/** A request's attachment or an upload (a plain link: the browser saves it). */
export const fileUrl = (fileId: string) => hrefOf(documentOperations.file, { fileId });
