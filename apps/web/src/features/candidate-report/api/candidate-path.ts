/** The calls about one candidate of the report: /api/report/candidate/{uuid}/… */
export const candidatePath = (uuid: string) => `/api/report/candidate/${encodeURIComponent(uuid)}`;
