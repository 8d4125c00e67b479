import { z } from 'zod';
import { requiredText } from '../validation/fields.schemas';

/** Business plans: the value sent is the Italian label. */
export const BUSINESS_PLANS = ['Di base', 'Standard', 'Premium'] as const;
export type BusinessPlan = (typeof BUSINESS_PLANS)[number];
export const DEFAULT_BUSINESS_PLAN: BusinessPlan = 'Standard';
export const BUSINESS_PLAN_LABELS_EN: Record<BusinessPlan, string> = {
  'Di base': 'Basic',
  Standard: 'Standard',
  Premium: 'Premium',
};

/** A host name: labels of letters, digits and hyphens separated by dots (a port is not part of it). */
export const DNS_PATTERN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

export const dnsSchema = z
  .string({ error: 'TENANT_DNS_REQUIRED' })
  .trim()
  .toLowerCase()
  .min(1, 'TENANT_DNS_REQUIRED')
  .regex(DNS_PATTERN, 'TENANT_DNS_NOT_VALID');

export const businessPlanSchema = z.enum(BUSINESS_PLANS, { error: 'BUSINESS_PLAN_REQUIRED' });

export const CreateTenantSchema = z.object({
  name: requiredText('TENANT_NAME_REQUIRED', 100),
  dns: dnsSchema,
  businessPlan: businessPlanSchema.default(DEFAULT_BUSINESS_PLAN),
});
export type CreateTenantInput = z.infer<typeof CreateTenantSchema>;

export const UpdateTenantSchema = z.object({
  dns: dnsSchema,
  businessPlan: businessPlanSchema,
});
export type UpdateTenantInput = z.infer<typeof UpdateTenantSchema>;

/** The placeholder key of an empty config row; such rows are never sent. */
export const CONFIG_PLACEHOLDER = '-';

/**
 * What the browser receives in place of a saved secret value. Sent back under the same key it keeps the stored
 * value; under any other key there is nothing to keep, so it is refused (CONFIG_SECRET_REQUIRED).
 */
export const CONFIG_SECRET_MASK = '••••••';

/** A configuration value's length limit; an uploaded LOGO is an image data URL, up to 256 KB of image. */
const CONFIG_VALUE_MAX = 20_000;
const LOGO_VALUE_MAX = 360_000;

export const ConfigPairSchema = z
  .object({
    key: z
      .string({ error: 'CONFIG_KEY_REQUIRED' })
      .trim()
      .min(1, 'CONFIG_KEY_REQUIRED')
      .max(200, 'TEXT_TOO_LONG'),
    val: z
      .string({ error: 'CONFIG_VALUE_REQUIRED' })
      .min(1, 'CONFIG_VALUE_REQUIRED')
      .max(LOGO_VALUE_MAX, 'TEXT_TOO_LONG'),
  })
  .superRefine((p, ctx) => {
    if (p.key !== 'LOGO' && p.val.length > CONFIG_VALUE_MAX)
      ctx.addIssue({ code: 'custom', path: ['val'], message: 'TEXT_TOO_LONG' });
  });
export type ConfigPair = z.infer<typeof ConfigPairSchema>;

export const ConfigPairsSchema = z.object({
  configPairs: z.array(ConfigPairSchema).max(500, 'TEXT_TOO_LONG'),
});
export type ConfigPairsInput = z.infer<typeof ConfigPairsSchema>;

export const CONFIG_KINDS = ['email', 'public', 'private'] as const;
export type ConfigKind = (typeof CONFIG_KINDS)[number];

/** The kinds with a single-value call (`POST /api/config/{kind}/{tenant}/{key}`), as the specification lists them. */
export const SINGLE_VALUE_CONFIG_KINDS = ['public', 'private'] as const satisfies readonly ConfigKind[];

/** The path of a single-value call: the key as in a pair; the placeholder key is refused. */
export const ConfigKeyParamsSchema = z.object({
  tenant: z.string().min(1).max(100),
  key: z
    .string({ error: 'CONFIG_KEY_REQUIRED' })
    .trim()
    .min(1, 'CONFIG_KEY_REQUIRED')
    .max(200, 'TEXT_TOO_LONG')
    .refine((k) => k !== CONFIG_PLACEHOLDER, 'CONFIG_KEY_REQUIRED'),
});

/** The body of a single-value call: `{ val }`, the same rule as a pair's value. */
export const ConfigValueSchema = z.object({
  val: z
    .string({ error: 'CONFIG_VALUE_REQUIRED' })
    .min(1, 'CONFIG_VALUE_REQUIRED')
    .max(LOGO_VALUE_MAX, 'TEXT_TOO_LONG'),
});
export type ConfigValueInput = z.infer<typeof ConfigValueSchema>;

/** The rows of an edited table that are sent: placeholder and blank-key rows dropped. */
export function configPairsToSend(rows: readonly { key: string; val: string }[]): ConfigPair[] {
  return rows
    .filter((r) => r.key.trim() !== '' && r.key.trim() !== CONFIG_PLACEHOLDER)
    .map((r) => ({ key: r.key.trim(), val: r.val }));
}

/** True when `name` (or `dns`) is already used by another tenant, ignoring case and spaces. */
export function isTaken(value: string, existing: readonly string[]): boolean {
  const v = value.trim().toLowerCase();
  return v !== '' && existing.some((e) => e.trim().toLowerCase() === v);
}
