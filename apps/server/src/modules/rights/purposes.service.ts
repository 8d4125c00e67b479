import { notFound, type PurposeCategoryInput, type RightsSettings } from '@hrwe/domain';
import type { AppDeps } from '../../deps';
import { audit } from '../../platform/audit';
import type { AdminCaller, Caller } from '../../platform/auth/caller';
import { tenantByName } from '../tenants';
import { insertPurpose, listPurposes, reportDefaultOf, updatePurpose } from './purposes.repository';
import { saveRightsSettings } from './rights-settings.repository';

/** The request forms: the tenant's active categories and the caller's default provider family. */
export async function activePurposes(deps: AppDeps, c: Caller) {
  const [purposes, family] = await Promise.all([
    listPurposes(deps.db, c.tenantId, true),
    reportDefaultOf(deps.db, c.tenantId, c.userId),
  ]);
  return { purposes, family };
}

/** The platform administrator names a tenant by its name; an unknown one is absent. */
async function tenantIdOf(deps: AppDeps, name: string) {
  const t = await tenantByName(deps.db, name);
  if (!t) throw notFound();
  return t.id;
}

export const purposesOfTenant = async (deps: AppDeps, tenant: string) =>
  listPurposes(deps.db, await tenantIdOf(deps, tenant), false);

const auditPurpose = (
  deps: AppDeps,
  c: AdminCaller,
  tenantId: number,
  action: 'purpose.create' | 'purpose.update',
  code: string,
) => audit(deps.db, { tenantId, userId: c.userId, action, subjectType: 'purpose-category', subjectId: code });

export async function createPurpose(
  deps: AppDeps,
  c: AdminCaller,
  tenant: string,
  input: PurposeCategoryInput,
) {
  const tenantId = await tenantIdOf(deps, tenant);
  const row = await insertPurpose(deps.db, tenantId, input);
  await auditPurpose(deps, c, tenantId, 'purpose.create', row.code);
  return row;
}

export async function changePurpose(
  deps: AppDeps,
  c: AdminCaller,
  tenant: string,
  code: string,
  input: PurposeCategoryInput,
) {
  const tenantId = await tenantIdOf(deps, tenant);
  const row = await updatePurpose(deps.db, tenantId, code, input);
  if (!row) throw notFound();
  await auditPurpose(deps, c, tenantId, 'purpose.update', row.code);
  return row;
}

/** A tenant's administrator sets its retention and contest window (audited). */
export async function setRightsSettings(deps: AppDeps, c: AdminCaller, input: RightsSettings) {
  await audit(deps.db, {
    tenantId: c.tenantId,
    userId: c.userId,
    action: 'rights.settings',
    subjectType: 'tenant',
    subjectId: String(c.tenantId),
  });
  return saveRightsSettings(deps.db, c.tenantId, c.userId, input);
}
