import { NoContentSchema } from '../common/answers.schemas';
import { uuidParams } from '../common/params.schemas';
import { ApiKeyListSchema, CreatedApiKeySchema, createApiKeySchema } from './api-key.schemas';
import { operation } from './operation';

const BASE = '/api/profile/api-keys';
const tags = ['api-keys'] as const;

/**
 * The profile screen's API keys: an approved HR user or an administrator manages their own keys (an administrator
 * sees and revokes every key of the tenant). Signed in by the session only: a key cannot make or revoke keys.
 */
export const apiKeyOperations = {
  list: operation({
    method: 'GET',
    path: BASE,
    access: 'activeUser',
    tags,
    summary: 'My API keys (an administrator: every key of the tenant)',
    responses: { 200: ApiKeyListSchema },
  }),
  create: operation({
    method: 'POST',
    path: BASE,
    access: 'activeUser',
    tags,
    summary: 'Create an API key (its secret is shown in this answer only)',
    body: createApiKeySchema,
    responses: { 201: CreatedApiKeySchema },
    errors: ['VALIDATION_FAILED', 'API_KEYS_TOO_MANY'],
  }),
  revoke: operation({
    method: 'DELETE',
    path: `${BASE}/:keyId`,
    access: 'activeUser',
    tags,
    summary: 'Revoke an API key (refused from the next call on)',
    params: uuidParams('keyId'),
    responses: { 204: NoContentSchema },
  }),
};
