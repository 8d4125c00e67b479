import { purposeOperations } from '@hrwe/domain';
import { operationRoutes } from '../../platform/operations';
import {
  activePurposes,
  changePurpose,
  createPurpose,
  purposesOfTenant,
  setRightsSettings,
} from './purposes.service';
import { rightsSettings } from './rights-settings.repository';

/** Purpose categories (pertinence gate) and the tenant's rights settings (/api/rights/purposes…, /api/rights/settings). */
export const purposeRoutes = operationRoutes(purposeOperations, {
  active: ({ caller, deps }) => activePurposes(deps, caller),
  ofTenant: ({ deps, params }) => purposesOfTenant(deps, params.tenant),
  create: ({ caller, deps, params, body }) => createPurpose(deps, caller, params.tenant, body),
  update: ({ caller, deps, params, body }) => changePurpose(deps, caller, params.tenant, params.code, body),
  settings: ({ caller, deps }) => rightsSettings(deps.db, caller.tenantId),
  saveSettings: ({ caller, deps, body }) => setRightsSettings(deps, caller, body),
});
