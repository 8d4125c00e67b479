/**
 * GET /api/config/admin/all (platform administrators): the tenants, a list of the listing protocol (10 per page;
 * rows: the domain's TenantRow) read through the shared DataTable.
 */
export const TENANT_LIST_URL = '/api/config/admin/all';
