import type { TenantUpdateRequest } from '@hrwe/domain';
import { api } from '@/lib/api';

/** POST /api/config/update: the tenant's host name and business plan (a part of the manage screen's save). */
export const updateTenant = (body: TenantUpdateRequest) => api('/api/config/update', { body });
