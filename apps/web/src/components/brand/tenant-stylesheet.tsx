import { useEffect } from 'react';

/**
 * The tenant's footer stylesheet (public configuration CAS_CSS), linked last in the page head so it can
 * override the built-in styles. Served same-origin at /api/config/public/css (empty when unset).
 */
export function TenantStylesheet() {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/api/config/public/css';
    link.dataset.tenantCss = 'true';
    document.head.appendChild(link);
    return () => link.remove();
  }, []);
  return null;
}
