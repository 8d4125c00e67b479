/**
 * GET /api/report/detail/{requestNumber}/candidates (listing protocol; rows: the domain's CandidateRow): read
 * through the shared DataTable.
 */
export const candidatesUrl = (rn: string) => `/api/report/detail/${encodeURIComponent(rn)}/candidates`;
