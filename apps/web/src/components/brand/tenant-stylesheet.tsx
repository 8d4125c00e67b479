import { publicConfigOperations } from '@hrwe/domain';
import { useEffect } from 'react';
import { hrefOf } from '@/lib/call';

/**
 * The tenant's footer stylesheet (public configuration CAS_CSS), linked last in the page head so it can
 * override the built-in styles. Served same-origin (empty when unset).
 */
export function TenantStylesheet() {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = hrefOf(publicConfigOperations.stylesheet);
    link.dataset.tenantCss = 'true';
    document.head.appendChild(link);
    return () => link.remove();
  }, []);
  return null;
}
