/** GET /api/user/client/all (listing protocol, 10 per page): read through the shared DataTable. */
export const CLIENT_LIST_URL = '/api/user/client/all';
