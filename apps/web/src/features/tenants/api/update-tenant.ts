import type { BusinessPlan } from '@hrwe/domain';
import { api } from '@/lib/api';

export type TenantBasics = { id: number; tenantName: string; dns: string; businessPlan: BusinessPlan };

/** POST /api/config/update: the tenant's host name and business plan (a part of the manage screen's save). */
export const updateTenant = (body: TenantBasics) => api('/api/config/update', { body });
