/** GET /api/report/list (listing protocol; rows: the domain's ReportRow): read through the shared DataTable. */
export const REPORT_LIST_URL = '/api/report/list';
