import { profileOperations } from '@hrwe/domain';
import { hrefOf } from '@/lib/call';

/** The own contract (a plain link: the browser saves the attachment). */
export const CONTRACT_DOWNLOAD_URL = hrefOf(profileOperations.downloadContract);
