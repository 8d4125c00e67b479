/**
 * GET /api/rights/subject-requests: the tenant's register of data-subject requests (administrators), a list of the
 * listing protocol (rows: the domain's SubjectRequestRow) read through the shared DataTable.
 */
export const SUBJECT_REQUESTS_URL = '/api/rights/subject-requests';
