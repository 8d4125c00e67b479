import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/public-config';

/** The tenant's product name (white label) or the built-in one. */
export function useProductName(): string {
  const { t } = useTranslation();
  return usePublicConfig().PRODUCT_NAME?.trim() || t('appName');
}

/**
 * A name that ends a sentence: its own final period serves as the sentence's ('… di Alfa S.p.A.', never
 * 'S.p.A..'), so the catalogue's period is the only one.
 */
export const endingSentence = (name: string) => name.trim().replace(/\.+$/, '');
