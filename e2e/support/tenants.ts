import { adminContext, expectStatus } from './arrange';
import type { useBrowser } from './browser';

type Browser = ReturnType<typeof useBrowser>;

/**
 * A tenant of the journey's own, created by the platform administrator through the API with its first
 * administrator (`owner`), who then signs in on `dns`. A journey that changes a tenant's setting (retention, the MFA
 * rule, the brand) does it there, so the journeys on the platform tenant beside it see nothing change.
 */
export async function createTenant(
  browser: Browser,
  { name, dns, owner }: { name: string; dns: string; owner: { email: string; password: string } },
) {
  const platform = await adminContext(browser);
  try {
    await expectStatus(
      await platform.request.post('/api/config/admin', {
        data: { name, dns, adminEmail: owner.email, adminPassword: owner.password },
      }),
      201,
      `tenant ${dns}`,
    );
  } finally {
    await platform.close();
  }
}
