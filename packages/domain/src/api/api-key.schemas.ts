import { z } from 'zod';
import { requiredText } from '../validation/fields.schemas';

/** Every API key starts with this, so a leaked one is recognised by secret scanners and by people. */
export const API_KEY_PREFIX = 'hrwe_';
/** Characters after API_KEY_PREFIX shown in the list to tell keys apart (the rest is never shown again). */
export const API_KEY_VISIBLE_CHARS = 6;
/** Active keys one user may hold at once: enough for every integration, few enough to review. */
export const MAX_API_KEYS_PER_USER = 20;
/** The expiry choices of the profile screen (days; absent: no expiry). */
export const API_KEY_EXPIRY_DAYS = [30, 90, 365] as const;
export const API_KEY_MAX_EXPIRY_DAYS = 730;

export const createApiKeySchema = z.object({
  name: requiredText('API_KEY_NAME_REQUIRED', 100),
  /** Days from now until the key stops working; absent or null: it works until revoked. */
  expiresInDays: z
    .number({ error: 'API_KEY_EXPIRY_NOT_VALID' })
    .int('API_KEY_EXPIRY_NOT_VALID')
    .min(1, 'API_KEY_EXPIRY_NOT_VALID')
    .max(API_KEY_MAX_EXPIRY_DAYS, 'API_KEY_EXPIRY_NOT_VALID')
    .nullish(),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

/** A key as its list shows it: never the secret. */
export const ApiKeyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  /** The owner's e-mail: an administrator sees (and may revoke) every key of the tenant. */
  owner: z.string(),
  mine: z.boolean(),
});
export type ApiKeyView = z.infer<typeof ApiKeyViewSchema>;

/** True while a key may be used at `now`. */
export function isApiKeyUsable(k: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): boolean {
  return k.revokedAt === null && (k.expiresAt === null || k.expiresAt > now);
}

/** GET /api/profile/api-keys. */
export const ApiKeyListSchema = z.object({ data: z.array(ApiKeyViewSchema) });
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;

/** The answer of a key's creation: the whole key (`secret`) is in this answer only. */
export const CreatedApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  expiresAt: z.string().nullable(),
  secret: z.string(),
});
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;
