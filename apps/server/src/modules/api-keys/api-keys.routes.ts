import { apiKeyOperations } from '@hrwe/domain';
import { operationRoutes } from '../../platform/operations';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service';

/** The profile screen's API keys (/api/profile/api-keys). */
export const apiKeysRoutes = operationRoutes(apiKeyOperations, {
  list: async ({ caller, deps }) => ({ data: await listApiKeys(deps.db, caller, new Date()) }),
  create: ({ caller, deps, body }) => createApiKey(deps.db, caller, body, new Date()),
  revoke: async ({ caller, deps, params }) => {
    await revokeApiKey(deps.db, caller, params.keyId, new Date());
    return undefined;
  },
});
