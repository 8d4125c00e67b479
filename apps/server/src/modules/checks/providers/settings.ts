import type { ProviderId } from '@hrwe/domain';
import type { AppDeps } from '../../../app';
import { outboundPolicyOf } from '../../../platform/outbound/outbound-policy';
import { type HttpProviderSettings, httpProvider } from './http';
import type { Provider } from './provider';
import { sandboxProvider } from './sandbox';

export type ProviderSettings = { mode: 'sandbox' } | HttpProviderSettings;

/** Reads a tenant's private configuration (key → value). Set by the tenant configuration feature; none until then. */
export type PrivateConfigReader = (
  deps: AppDeps,
  tenantId: number,
) => Promise<Record<string, string | undefined>>;
let readPrivateConfig: PrivateConfigReader = async () => ({});
export function setPrivateConfigReader(reader: PrivateConfigReader) {
  readPrivateConfig = reader;
}

/**
 * The provider settings of a tenant: from its private configuration (`CC_BASE_URL`, `CC_API_KEY`,
 * `CC_USERNAME`, `CC_PASSWORD`, `CE_…` likewise, `CHECKS_TIMEOUT_MS`), else the environment
 * (`CHECKS_CC_URL`, `CHECKS_CC_API_KEY`, `CHECKS_CE_URL`, `CHECKS_CE_API_KEY`), else the sandbox.
 */
export async function providerSettings(
  deps: AppDeps,
  tenantId: number,
): Promise<Record<ProviderId, ProviderSettings>> {
  const cfg = await readPrivateConfig(deps, tenantId).catch(() => ({}) as Record<string, string | undefined>);
  const env = process.env;
  const timeoutMs = Number(cfg.CHECKS_TIMEOUT_MS ?? env.CHECKS_TIMEOUT_MS) || 15_000;
  const one = (p: 'CC' | 'CE'): ProviderSettings => {
    const baseUrl = cfg[`${p}_BASE_URL`] ?? env[`CHECKS_${p}_URL`];
    if (!baseUrl) return { mode: 'sandbox' };
    return {
      mode: 'http',
      baseUrl,
      apiKey: cfg[`${p}_API_KEY`] ?? env[`CHECKS_${p}_API_KEY`],
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
