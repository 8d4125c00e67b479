import type { ProviderId } from '@hrwe/domain';
import type { AppDeps } from '../../../deps';
import { outboundPolicyOf } from '../../../platform/outbound/outbound-policy';
import { privateConfigOf } from '../../tenants';
import { type HttpProviderSettings, httpProvider } from './http';
import { type Provider, ProviderError } from './provider';
import { sandboxProvider } from './sandbox';

export type ProviderSettings = { mode: 'sandbox' } | HttpProviderSettings;

/**
 * The provider settings of a tenant: from its private configuration (`CC_BASE_URL`, `CC_API_KEY`,
 * `CC_USERNAME`, `CC_PASSWORD`, `CE_…` likewise, `CHECKS_TIMEOUT_MS`), else the installation's configuration
 * (`CHECKS_CC_URL`, `CHECKS_CC_API_KEY`, `CHECKS_CE_URL`, `CHECKS_CE_API_KEY`, `CHECKS_TIMEOUT_MS`), else the
 * sandbox. Private settings that cannot be read (a secret sealed with another CONFIG_ENCRYPTION_KEY, the database
 * failing) are an error that fails the checks visibly, never a quiet fall back to the sandbox's invented answers.
 */
export async function providerSettings(
  deps: AppDeps,
  tenantId: number,
): Promise<Record<ProviderId, ProviderSettings>> {
  const cfg: Record<string, string | undefined> = await privateConfigOf(deps, tenantId).catch(
    (e: unknown) => {
      throw new ProviderError(`SETTINGS_UNREADABLE: tenant ${tenantId}: ${(e as Error).message}`);
    },
  );
  const installation = {
    CC: { url: deps.config.CHECKS_CC_URL, apiKey: deps.config.CHECKS_CC_API_KEY },
    CE: { url: deps.config.CHECKS_CE_URL, apiKey: deps.config.CHECKS_CE_API_KEY },
  };
  const timeoutMs = Number(cfg.CHECKS_TIMEOUT_MS) || deps.config.CHECKS_TIMEOUT_MS;
  const one = (p: 'CC' | 'CE'): ProviderSettings => {
    const baseUrl = cfg[`${p}_BASE_URL`] ?? installation[p].url;
    if (!baseUrl) return { mode: 'sandbox' };
    return {
      mode: 'http',
      baseUrl,
      apiKey: cfg[`${p}_API_KEY`] ?? installation[p].apiKey,
      username: cfg[`${p}_USERNAME`],
      password: cfg[`${p}_PASSWORD`],
      timeoutMs,
      retries:
        Number(cfg.CHECKS_HTTP_RETRIES) >= 0 && cfg.CHECKS_HTTP_RETRIES !== undefined
          ? Number(cfg.CHECKS_HTTP_RETRIES)
          : 2,
      backoffMs: Number(cfg.CHECKS_BACKOFF_MS) || 500,
      policy: outboundPolicyOf(deps.config),
    };
  };
  return { cc: one('CC'), ce: one('CE') };
}

export function providerFor(id: ProviderId, s: ProviderSettings): Provider {
  return s.mode === 'sandbox' ? sandboxProvider(id) : httpProvider(id, s);
}
