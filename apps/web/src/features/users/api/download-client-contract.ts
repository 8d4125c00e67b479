/** GET /api/user/client/{id}/contract: the download address of a client's signed contract. */
export const clientContractUrl = (id: string) => `/api/user/client/${encodeURIComponent(id)}/contract`;
