/** GET /api/report/candidate/list (listing protocol; rows: the domain's CandidateListRow): read through the DataTable. */
export const CANDIDATE_LIST_URL = '/api/report/candidate/list';
