import type { ConfigKind } from '@hrwe/domain';
import type { AppDeps } from '../../deps';
import type { SmtpSettings } from '../../platform/mail/mailer';
import { checkSmtpUrl, outboundPolicyOf } from '../../platform/outbound/outbound-policy';
import { configKeyOf, decrypt, isSecret } from './config-crypto';
import { configValues } from './tenants.repository';

type ConfigDeps = Pick<AppDeps, 'db' | 'config'>;

/** One kind of a tenant's configuration as a key → value map, secrets decrypted (server use only). */
export async function configOf(
  deps: ConfigDeps,
  tenantId: number,
  kind: ConfigKind,
  onlyKeys?: string[],
): Promise<Record<string, string>> {
  if (onlyKeys && onlyKeys.length === 0) return {}; // no keys asked, none answered (an empty IN list is not SQL)
  const rows = await configValues(deps.db, tenantId, kind, onlyKeys);
  // Only secrets are stored encrypted: a public value that merely looks like ciphertext ('v1:…') is plain text.
  const sealed = (r: { key: string; value: string }) => isSecret(kind, r.key) && r.value.startsWith('v1:');
  const key = rows.some(sealed) ? await configKeyOf(deps.db, deps.config.CONFIG_ENCRYPTION_KEY) : null;
  return Object.fromEntries(rows.map((r) => [r.key, key && sealed(r) ? decrypt(key, r.value) : r.value]));
}

/** A tenant's public configuration (readable by anyone on its host name). */
export const publicConfigOf = (deps: ConfigDeps, tenantId: number, keys?: string[]) =>
  configOf(deps, tenantId, 'public', keys);

/** A tenant's private configuration, decrypted: provider base URLs and credentials for the adapters. */
export const privateConfigOf = (deps: ConfigDeps, tenantId: number) => configOf(deps, tenantId, 'private');

export type Brand = { productName: string; logoUrl: string | null; color: string };
export const DEFAULT_BRAND: Brand = { productName: 'HR.We', logoUrl: null, color: '#1c7ed6' };

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The brand a tenant's e-mails and PDFs show: PRODUCT_NAME, LOGO (an http(s) URL or an image data URL) and
 * PRIMARY_COLOR (hex) from its public configuration, HR.We's own where unset or unusable.
 */
export async function brandOf(deps: ConfigDeps, tenantId: number): Promise<Brand> {
  const c = await publicConfigOf(deps, tenantId, ['PRODUCT_NAME', 'LOGO', 'PRIMARY_COLOR']);
  const logo = c.LOGO?.trim();
  const color = c.PRIMARY_COLOR?.trim();
  return {
    productName: c.PRODUCT_NAME?.trim() || DEFAULT_BRAND.productName,
    logoUrl:
      logo && (/^https?:\/\//i.test(logo) || /^data:image\/(png|jpe?g|gif|webp);base64,/i.test(logo))
        ? logo
        : null,
    color: color && HEX.test(color) ? color : DEFAULT_BRAND.color,
  };
}

/**
 * The company that runs a tenant's brand (LEGAL_NAME), else its product name: what contracts and signatures name,
 * never the technical tenant name (docs/decisions/tenants-branding-form.md).
 */
export async function legalNameOf(deps: ConfigDeps, tenantId: number): Promise<string> {
  const c = await publicConfigOf(deps, tenantId, ['LEGAL_NAME']);
  return c.LEGAL_NAME?.trim() || (await brandOf(deps, tenantId)).productName;
}

/**
 * The SMTP server of a tenant's mail from its e-mail configuration: SMTP_URL, or SMTP_HOST with SMTP_PORT
 * (465 = implicit TLS), SMTP_USER and SMTP_PASSWORD; SMTP_FROM is the sender. Without a host or URL the
 * installation's SMTP_URL (or the outbox) is used, with the tenant's sender when it set one.
 */
export function smtpSettingsFrom(email: Record<string, string>, fallback: SmtpSettings): SmtpSettings {
  const from = email.SMTP_FROM?.trim() || fallback.from;
  const url = email.SMTP_URL?.trim();
  if (url) return { url, from };
  const host = email.SMTP_HOST?.trim();
  if (!host) return { url: fallback.url, from };
  const port = Number(email.SMTP_PORT?.trim() || 587);
  const scheme = port === 465 ? 'smtps' : 'smtp';
  const user = email.SMTP_USER?.trim();
  const auth = user
    ? `${encodeURIComponent(user)}${email.SMTP_PASSWORD ? `:${encodeURIComponent(email.SMTP_PASSWORD)}` : ''}@`
    : '';
  return { url: `${scheme}://${auth}${host}:${port}`, from };
}

/**
 * The SMTP settings of a tenant's mail. A tenant's own server goes through the outbound guard (a public address
 * unless the operator allows its host): a refusal fails the delivery with OUTBOUND_REFUSED as its error. The
 * installation's SMTP_URL is the operator's own choice and is not checked.
 */
export async function smtpSettingsOf(deps: ConfigDeps, tenantId: number): Promise<SmtpSettings> {
  const settings = smtpSettingsFrom(await configOf(deps, tenantId, 'email'), { url: deps.config.SMTP_URL });
  if (settings.url && settings.url !== deps.config.SMTP_URL) {
    await checkSmtpUrl(settings.url, outboundPolicyOf(deps.config));
  }
  return settings;
}
