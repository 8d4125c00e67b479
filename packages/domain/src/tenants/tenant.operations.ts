import { z } from 'zod';
import { operation } from '../api/operation';
import { ListQuerySchema, listResultSchema } from '../common/listing';
import {
  ConfigKeyParamsSchema,
  type ConfigKind,
  ConfigPairsSchema,
  ConfigValueSchema,
} from './tenant.schemas';
import {
  ConfigReplacedSchema,
  ConfigValueSetSchema,
  CreateTenantWithAdminSchema,
  PublicConfigValueSchema,
  PublicConfigValuesSchema,
  TenantAdminCreatedSchema,
  TenantAdminSchema,
  TenantDetailSchema,
  TenantRowSchema,
  TenantStylesheetSchema,
  TenantTakenSchema,
  TenantUpdatedSchema,
  TenantUpdateRequestSchema,
} from './tenant-admin.schemas';

const tags = ['tenants'] as const;
const access = 'platformAdmin';
const TenantParams = z.object({ tenant: z.string().min(1).max(100) });
export const TenantListQuerySchema = ListQuerySchema.extend({
  name: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(100).optional()),
});
const KeySchema = z.string().trim().min(1).max(200);

/** Replaces one kind of a tenant's configuration with the pairs sent. */
const replaceConfig = <K extends ConfigKind>(kind: K) =>
  operation({
    method: 'POST',
    path: `/api/config/${kind}/list/add/:tenant`,
    access,
    tags,
    summary: `Replace the tenant's ${kind} configuration with these pairs (placeholder '-' rows ignored)`,
    params: TenantParams,
    body: ConfigPairsSchema,
    responses: { 200: ConfigReplacedSchema },
    errors: ['VALIDATION_FAILED'],
  });

/** Sets one key of a kind of a tenant's configuration, keeping the others. */
const setConfigValue = <K extends ConfigKind>(kind: K) =>
  operation({
    method: 'POST',
    path: `/api/config/${kind}/:tenant/:key`,
    access,
    tags,
    summary: `Set one key of the tenant's ${kind} configuration ({ val }); the other keys are kept`,
    params: ConfigKeyParamsSchema,
    body: ConfigValueSchema,
    responses: { 200: ConfigValueSetSchema },
    errors: ['VALIDATION_FAILED'],
  });

/** Tenant administration: platform administrators only (others 403). */
export const tenantOperations = {
  list: operation({
    method: 'GET',
    path: '/api/config/admin/all',
    access,
    tags,
    summary: 'Tenants (platform administrator); format=xlsx|pdf exports every matching row',
    query: TenantListQuerySchema,
    responses: { 200: listResultSchema(TenantRowSchema) },
  }),
  taken: operation({
    method: 'GET',
    path: '/api/config/admin/check',
    access,
    tags,
    summary: 'Whether a tenant name or host name is already used (the create form flags them while typing)',
    query: z.object({
      name: z.string().trim().max(100).optional(),
      dns: z.string().trim().toLowerCase().max(253).optional(),
    }),
    responses: { 200: TenantTakenSchema },
  }),
  /** The server also refuses a common password (its list stays out of the web bundle: `@hrwe/domain/password-list`). */
  create: operation({
    method: 'POST',
    path: '/api/config/admin',
    access,
    tags,
    summary: 'Create a tenant (name, dns, businessPlan) and optionally its first administrator',
    body: CreateTenantWithAdminSchema,
    responses: { 201: TenantRowSchema },
    errors: ['VALIDATION_FAILED'],
  }),
  addAdmin: operation({
    method: 'POST',
    path: '/api/config/admin/:tenant/admin',
    access,
    tags,
    summary: 'Add an administrator to a tenant (e-mail, password)',
    params: TenantParams,
    body: TenantAdminSchema,
    responses: { 201: TenantAdminCreatedSchema },
    errors: ['VALIDATION_FAILED'],
  }),
  get: operation({
    method: 'GET',
    path: '/api/config/admin/get/:tenant',
    access,
    tags,
    summary: 'A tenant with its e-mail, public and private configuration (secrets masked)',
    params: TenantParams,
    responses: { 200: TenantDetailSchema },
  }),
  update: operation({
    method: 'POST',
    path: '/api/config/update',
    access,
    tags,
    summary: "Update a tenant's host name and business plan",
    body: TenantUpdateRequestSchema,
    responses: { 200: TenantUpdatedSchema },
    errors: ['VALIDATION_FAILED'],
  }),
  replaceEmailConfig: replaceConfig('email'),
  replacePublicConfig: replaceConfig('public'),
  replacePrivateConfig: replaceConfig('private'),
  setPublicValue: setConfigValue('public'),
  setPrivateValue: setConfigValue('private'),
};

/** The request's tenant's public configuration (white label): readable without signing in. */
export const publicConfigOperations = {
  values: operation({
    method: 'POST',
    path: '/api/config/public/key/list',
    access: 'public',
    tags,
    summary: "Values of the tenant's public configuration keys (no sign-in): { key: value }",
    body: z.object({ keys: z.array(KeySchema).max(100) }),
    responses: { 200: PublicConfigValuesSchema },
  }),
  value: operation({
    method: 'GET',
    path: '/api/config/get/key/:key',
    access: 'public',
    tags,
    summary: 'One public configuration value (e.g. LOGO) as keyVal (null when unset)',
    params: z.object({ key: KeySchema }),
    responses: { 200: PublicConfigValueSchema },
  }),
  stylesheet: operation({
    method: 'GET',
    path: '/api/config/public/css',
    access: 'public',
    tags,
    summary: "The tenant's CAS_CSS stylesheet (text/css, empty when unset)",
    responses: { 200: TenantStylesheetSchema },
  }),
};
