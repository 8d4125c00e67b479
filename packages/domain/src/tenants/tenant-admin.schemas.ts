import { z } from 'zod';
import { emailSchema, passwordSchema } from '../validation/fields.schemas';
import { CreateTenantSchema } from './tenant.schemas';

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
