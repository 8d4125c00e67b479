import type { Config } from '../../config';

/**
 * Base URL of the links in e-mails: PUBLIC_URL for the platform tenant, otherwise the tenant's stored host name
 * with PUBLIC_URL's scheme and port. Never the request's Host header.
 */
export function publicBaseUrl(
  config: Pick<Config, 'publicUrl'>,
  tenant: { dns: string; isPlatform: boolean },
) {
  if (tenant.isPlatform) return config.publicUrl;
  const base = new URL(config.publicUrl);
  return `${base.protocol}//${tenant.dns}${base.port ? `:${base.port}` : ''}`;
}

export const candidateLink = (base: string, requestNumber: string, uuid: string) =>
  `${base}/report/${encodeURIComponent(requestNumber)}/${uuid}`;
