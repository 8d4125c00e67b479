import { userLookupOperations } from '@hrwe/domain';
import { operationRoutes } from '../../platform/operations';
import { personalSummaryOf, roleOf } from './user-lookups.service';

/**
 * Lookups by e-mail from the specification's call lists: a user's role, and the name and picture shown beside
 * them. Oneself, or (administrators) the users of one's tenant; anyone else answers 404.
 */
export const userLookupRoutes = operationRoutes(userLookupOperations, {
  role: async ({ caller, deps, params }) => ({ role: await roleOf(deps.db, caller, params.user) }),
  personalDetail: ({ caller, deps, params }) => personalSummaryOf(deps.db, caller, params.email),
});
