import type { publicConfigOperations } from '@hrwe/domain';
import { createContext, useContext } from 'react';
import { addressOf, call } from './call';

/** The public configuration keys a tenant may set (white label), readable without signing in. */
export const PUBLIC_CONFIG_KEYS = ['LOGO', 'PRODUCT_NAME', 'PRIMARY_COLOR', 'CAS_CSS'] as const;
export type PublicConfigKey = (typeof PUBLIC_CONFIG_KEYS)[number];
export type PublicConfig = Partial<Record<PublicConfigKey, string>>;

/**
 * The operation's address, typed as it: every app (the candidate's first screen too, 120 KB budget,
 * bench/web-budgets.ts) fetches the brand, and importing the operations would bring zod and their schemas.
 */
const VALUES = addressOf<typeof publicConfigOperations.values>({
  method: 'POST',
  path: '/api/config/public/key/list',
});

/** The tenant's public configuration (the keys it sets). */
export const fetchPublicConfig = (): Promise<PublicConfig> =>
  call(VALUES, { body: { keys: [...PUBLIC_CONFIG_KEYS] } });

/**
 * The tenant's public configuration as the app that renders provides it (the signed-in app from its query cache,
 * the candidate pages from one fetch), so the brand components need neither a query library nor a router.
 */
export const PublicConfigContext = createContext<PublicConfig>({});

/** The tenant's public configuration; an empty object while loading or when the call fails (built-in brand). */
export function usePublicConfig(): PublicConfig {
  return useContext(PublicConfigContext);
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The configured primary colour when it is a usable hex colour. */
export function primaryColorOf(config: PublicConfig): string | undefined {
  const value = config.PRIMARY_COLOR?.trim();
  return value && HEX.test(value) ? value : undefined;
}

/** A logo is accepted as an http(s) or same-origin URL or an image data URL, never script. */
export function logoOf(config: PublicConfig): string | undefined {
  const value = config.LOGO?.trim();
  if (!value) return undefined;
  if (/^data:image\/(png|jpe?g|gif|svg\+xml|webp);/i.test(value)) return value;
  if (/^https?:\/\//i.test(value) || value.startsWith('/')) return value;
  return undefined;
}
