import { type ConfigKind, tenantOperations } from '@hrwe/domain';
import { call } from '@/lib/call';

const REPLACE = {
  email: tenantOperations.replaceEmailConfig,
  public: tenantOperations.replacePublicConfig,
  private: tenantOperations.replacePrivateConfig,
} as const satisfies Record<ConfigKind, unknown>;

/** The tenant's configuration of that kind replaced with these pairs (a part of the manage screen's save). */
export const replaceTenantConfig = (
  tenant: string,
  kind: ConfigKind,
  pairs: { key: string; val: string }[],
) => call(REPLACE[kind], { params: { tenant }, body: { configPairs: pairs } });
