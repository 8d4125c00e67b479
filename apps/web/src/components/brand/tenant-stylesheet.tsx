import type { publicConfigOperations } from '@hrwe/domain';
import { useEffect } from 'react';
import { addressOf, hrefOf } from '@/lib/call';

/**
 * The operation's address, typed as it: importing the operations would bring zod and their schemas into the
 * candidate's first screen (120 KB budget, bench/web-budgets.ts), which links this stylesheet too.
 */
const STYLESHEET = addressOf<typeof publicConfigOperations.stylesheet>({
  method: 'GET',
  path: '/api/config/public/css',
});

/**
 * The tenant's footer stylesheet (public configuration CAS_CSS), linked last in the page head so it can
 * override the built-in styles. Served same-origin (empty when unset).
 */
export function TenantStylesheet() {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = hrefOf(STYLESHEET);
    link.dataset.tenantCss = 'true';
    document.head.appendChild(link);
    return () => link.remove();
  }, []);
  return null;
}
