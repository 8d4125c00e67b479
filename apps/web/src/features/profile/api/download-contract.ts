/** GET /api/user/private/contract/download: the own contract (a plain link: the browser saves the attachment). */
export const CONTRACT_DOWNLOAD_URL = '/api/user/private/contract/download';
