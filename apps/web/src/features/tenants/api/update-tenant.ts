import { type TenantUpdateRequest, tenantOperations } from '@hrwe/domain';
import { call } from '@/lib/call';

/** The tenant's host name and business plan (a part of the manage screen's save). */
export const updateTenant = (body: TenantUpdateRequest) => call(tenantOperations.update, { body });
