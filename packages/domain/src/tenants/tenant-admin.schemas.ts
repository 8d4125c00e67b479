import { z } from 'zod';
import { emailSchema, passwordSchema } from '../validation/fields.schemas';
import { CONFIG_KINDS, CreateTenantSchema, UpdateTenantSchema } from './tenant.schemas';

/** The first administrator of a new tenant, so the new brand can be signed in to at once. */
export const TenantAdminSchema = z.object({ email: emailSchema, password: passwordSchema });
export type TenantAdminInput = z.infer<typeof TenantAdminSchema>;

/** Create payload: name, dns, businessPlan and, optionally, the first administrator's e-mail and password. */
export const CreateTenantWithAdminSchema = CreateTenantSchema.extend({
  adminEmail: emailSchema.optional(),
  adminPassword: passwordSchema.optional(),
}).superRefine((v, ctx) => {
  if (v.adminEmail && !v.adminPassword)
    ctx.addIssue({ code: 'custom', path: ['adminPassword'], message: 'PASSWORD_REQUIRED' });
  if (v.adminPassword && !v.adminEmail)
    ctx.addIssue({ code: 'custom', path: ['adminEmail'], message: 'EMAIL_REQUIRED' });
});
export type CreateTenantWithAdminInput = z.infer<typeof CreateTenantWithAdminSchema>;

/** A row of the tenants' list (and the tenant just created). The plan is read as stored. */
export const TenantRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  dns: z.string(),
  businessPlan: z.string(),
  created: z.string(),
});
export type TenantRow = z.infer<typeof TenantRowSchema>;

/** One kind of a tenant's configuration: key to value (secrets masked). */
export const ConfigMapSchema = z.record(z.string(), z.string());

/** A tenant with its e-mail, public and private configuration (secrets masked). */
export const TenantDetailSchema = z.object({
  id: z.number().int(),
  tenant: z.string(),
  dns: z.string(),
  businessPlan: z.string(),
  isPlatform: z.boolean(),
  created: z.string(),
  emailConfig: ConfigMapSchema,
  publicConfig: ConfigMapSchema,
  privateConfig: ConfigMapSchema,
});
export type TenantDetail = z.infer<typeof TenantDetailSchema>;

/** Whether a tenant name or host name is already used (the create form flags them while typing). */
export const TenantTakenSchema = z.object({ nameTaken: z.boolean(), dnsTaken: z.boolean() });
export type TenantTaken = z.infer<typeof TenantTakenSchema>;

/** The administrator just added to a tenant. */
export const TenantAdminCreatedSchema = z.object({ id: z.string(), email: z.string() });

/** The manage screen's basic fields: which tenant (id and name), its host name and business plan. */
export const TenantUpdateRequestSchema = UpdateTenantSchema.extend({
  id: z.coerce.number().int().positive(),
  tenantName: z.string().min(1).max(100),
});
export type TenantUpdateRequest = z.infer<typeof TenantUpdateRequestSchema>;

/** A tenant's host name and business plan once changed. */
export const TenantUpdatedSchema = z.object({
  id: z.number(),
  tenant: z.string(),
  dns: z.string(),
  businessPlan: z.string(),
});

/** One kind of a tenant's configuration once replaced. */
export const ConfigReplacedSchema = z.object({
  tenant: z.string(),
  kind: z.enum(CONFIG_KINDS),
  config: ConfigMapSchema,
});

/** One key of a tenant's configuration once set. */
export const ConfigValueSetSchema = z.object({
  tenant: z.string(),
  kind: z.enum(CONFIG_KINDS),
  key: z.string(),
  val: z.string(),
});

/** The request's tenant's public configuration values asked for ({ key: value }), readable signed out. */
export const PublicConfigValuesSchema = z.record(z.string(), z.string());
/** One public configuration value (e.g. LOGO), null when unset. */
export const PublicConfigValueSchema = z.object({ keyVal: z.string().nullable() });
/** The tenant's CAS_CSS stylesheet, sent as text/css (empty when unset). */
export const TenantStylesheetSchema = z.string().meta({ description: 'The tenant’s stylesheet (text/css)' });
